import { TextbookPage } from '../../features/textbook/components/textbook-page.tsx';

/** /Textbook, 교과연계 도서 (decision 290). /TextbookCount stays an event page (routes/event.tsx). */
export const TextbookRoute = () => <TextbookPage />;
