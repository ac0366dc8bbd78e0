/**
 * The survey area's public face (decision 062): the root pages' popup host shows a member's open survey
 * with the same answer form and call the SurveyForm page uses. Its stylesheet comes along: the event
 * pages and the popups lay their lists out with the survey cards.
 */
import './components/survey.css';

export { getSurveyList, joinSurvey, surveyKeys, useSurveyDetail } from './api/survey.ts';
export { SurveyAnswerForm } from './components/survey-answer-form.tsx';
