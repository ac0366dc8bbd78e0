import { SurveyManage } from '../../features/survey/components/survey-manage.tsx';
import { SurveyFormPage, SurveyListPage } from '../../features/survey/components/survey-pages.tsx';
import { SurveyResultPage } from '../../features/survey/components/survey-result.tsx';

/** Survey and SurveyForm (school community), SurveyManage and SurveyResult (staff; decision 100). */
export const SurveyRoute = () => <SurveyListPage />;
export const SurveyFormRoute = () => <SurveyFormPage />;
export const SurveyManageRoute = () => <SurveyManage />;
export const SurveyResultRoute = () => <SurveyResultPage />;
