import { EventManage } from '../../features/event/components/event-manage.tsx';
import { EventPage } from '../../features/event/components/event-page.tsx';

/** Every event page of spec 001 §2.2 renders its event from the one event model (decision 103). */
export const DLSEventSubmitRoute = () => <EventPage routeName="DLSEventSubmit" />;
export const DSREventRoute = () => <EventPage routeName="DSREvent" />;
export const DSREvent2025Route = () => <EventPage routeName="DSREvent2025" />;
export const MissionEvent2025Route = () => <EventPage routeName="MissionEvent2025" />;
export const EventBalanceGameRoute = () => <EventPage routeName="EventBalanceGame" />;
export const EventQuizRoute = () => <EventPage routeName="EventQuiz" />;
export const EventSurveyRoute = () => <EventPage routeName="EventSurvey" />;
export const GatheringEvent2025Route = () => <EventPage routeName="GatheringEvent2025" />;
export const UseBusRoute = () => <EventPage routeName="UseBus" />;
export const UseCoffeeRoute = () => <EventPage routeName="UseCoffee" />;
export const ContestEventRoute = () => <EventPage routeName="ContestEvent" />;
export const IntroduceLibraryEventRoute = () => <EventPage routeName="IntroduceLibraryEvent" />;
export const BestUseEventRoute = () => <EventPage routeName="BestUseEvent" />;
export const ContestVoteRoute = () => <EventPage routeName="ContestVote" />;
export const TextbookCountRoute = () => <EventPage routeName="TextbookCount" />;
export const EventManageRoute = () => <EventManage />;
