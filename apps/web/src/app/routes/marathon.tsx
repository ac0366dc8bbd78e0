import { Step1Page, Step2Page, Step3Page } from '../../features/reading-marathon/components/create-steps.tsx';
import {
  CreateDiaryPage,
  DiaryForBookPage,
  DiaryListPage,
  MarathonDiaryPage,
} from '../../features/reading-marathon/components/diary-pages.tsx';
import { MarathonDetailPage } from '../../features/reading-marathon/components/marathon-detail.tsx';
import {
  RecommendMarathonPage,
  SchoolMarathonPage,
} from '../../features/reading-marathon/components/marathon-list.tsx';
import { Step4Page } from '../../features/reading-marathon/components/step4.tsx';

/** Reading marathons (issue 19; decisions 180–183): one route module for the lists, steps and diaries. */
export const ContestMarathonRoute = SchoolMarathonPage;
export const ReadingMarathonRoute = RecommendMarathonPage;
export const CreateStep1Route = Step1Page;
export const CreateStep2Route = () => <Step2Page mode="create" />;
export const CreateStep3SpecificRoute = () => <Step3Page mode="create" typeCode="01" />;
export const CreateStep3TargetRoute = () => <Step3Page mode="create" typeCode="02" />;
export const CreateStep3SubjectRoute = () => <Step3Page mode="create" typeCode="03" />;
export const CreateStep4Route = Step4Page;
export const EditStep2Route = () => <Step2Page mode="edit" />;
export const EditStep3SpecificRoute = () => <Step3Page mode="edit" typeCode="01" />;
export const EditStep3TargetRoute = () => <Step3Page mode="edit" typeCode="02" />;
export const EditStep3SubjectRoute = () => <Step3Page mode="edit" typeCode="03" />;
export const DetailRoute = MarathonDetailPage;
export const DiaryRoute = MarathonDiaryPage;
export const DiaryListRoute = DiaryListPage;
export const DiaryForBookRoute = DiaryForBookPage;
export const CreateDiaryRoute = CreateDiaryPage;
