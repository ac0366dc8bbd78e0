import { ContestFinishPage } from '../../features/quiz/components/contest-finish.tsx';
import { ContestBoardPage, ContestPlayPage } from '../../features/quiz/components/contest-live.tsx';
import {
  ContestCompletePage,
  ContestCreatePage,
  ContestListPage,
  ContestQuestionsPage,
  ContestUpdatePage,
} from '../../features/quiz/components/contest-pages.tsx';
import { QuizCreatePage, QuizUpdatePage } from '../../features/quiz/components/quiz-form.tsx';
import {
  MyQuizActivitiesPage,
  QuizListPage,
  QuizTakePage,
} from '../../features/quiz/components/quiz-pages.tsx';
import { QuizAnswerPage, QuizTeacherPage } from '../../features/quiz/components/quiz-result.tsx';

/** Reading quizzes and the golden bell (issue 17; decisions 140–142). */
export const ReadingQuizRoute = () => <QuizListPage route="readingQuiz" />;
export const QuizListRoute = () => <QuizListPage route="QuizList" />;
export const ReadingQuizDetailRoute = QuizTakePage;
export const ReadingQuizDetailAnswerRoute = QuizAnswerPage;
export const ReadingQuizDetailTeacherRoute = QuizTeacherPage;
export const ReadingQuizCreateRoute = QuizCreatePage;
export const ReadingQuizUpdateRoute = QuizUpdatePage;
export const MyQuizActivitiesRoute = MyQuizActivitiesPage;
export const ReadingQuizContestRoute = () => <ContestListPage route="ReadingQuizContest" />;
export const QuizContestRoute = () => <ContestListPage route="QuizContest" />;
export const ReadingQuizContestCreateRoute = ContestCreatePage;
export const ReadingQuizContestCreateComplateRoute = ContestCompletePage;
export const QuizContestUpdateFormRoute = ContestUpdatePage;
export const QuizContestQuizUpdateFormRoute = ContestQuestionsPage;
export const ReadingQuizContestDetailRoute = ContestPlayPage;
export const ReadingQuizContestDetailTeacherRoute = ContestBoardPage;
export const ReadingQuizContestDetailFinishRoute = ContestFinishPage;
