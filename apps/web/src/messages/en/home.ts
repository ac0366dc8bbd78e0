import type { Translation } from '../../lib/locale.ts';
import type { homeMessages } from '../home.ts';

/** The home page's texts in English (decision 210). */
export const homeEn: Translation<typeof homeMessages> = {
  mainSiteBadge: "Korea's school reading and library portal",
  title: 'Welcome to Dokseoro',
  description:
    'Dokseoro is the reading and school library portal for elementary, middle and high school students and teachers. Find and borrow books from your school library, discover recommended books, record your reading activities and share your thoughts.',
  levelDescription: (levelName) =>
    `Dokseoro for ${levelName} students and teachers: your school library and reading activities in one place.`,
  tabsLabel: 'Choose what the home page shows',
  tabNames: { HOME: 'Home', READING_STATISTICS: 'Reading statistics', CATEGORY_BOOKS: 'Popular by subject' },
  carousel: {
    label: 'Highlights',
    slide: (n, total) => `${n} of ${total}`,
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    previous: 'Previous highlight',
    next: 'Next highlight',
    more: 'Go',
  },
  slides: {
    popular: {
      title: 'The most borrowed books right now',
      text: 'Meet the popular books students borrow and read the most.',
    },
    marathon: {
      title: 'Take on a reading marathon',
      text: 'Set a goal, read along with friends and record your finish.',
    },
    dls: {
      title: 'Your library card on your phone with DLS',
      text: 'Link your school library card to see your loans and reservations at once.',
    },
    quiz: {
      title: 'Read a book? Take the reading quiz!',
      text: 'Solve quizzes on the books you read and collect badges.',
    },
  },
  sections: {
    popularBooks: 'Popular books',
    popularBooksNote: 'Ranked by total loans in public library statistics (2018–2021)',
    popularBooksTeenNote:
      'Ranked by total loans to teenagers (14–19) in public library statistics (2018–2021)',
    popularBooksChildrenNote: "Public libraries' children's book loan ranking, 2025",
    childrenList: "Children's loan ranking",
    newArrivals: 'New arrivals',
    newArrivalsNote: 'The most recently published books in the union catalogue',
    notices: 'Notices',
    more: 'More',
    loans: (n) => `${n} loans`,
    noBooks: 'No books to show.',
    noNotices: 'No notices yet.',
    loadFailed: 'This could not be loaded. Please try again shortly.',
    rank: (n) => `No. ${n}`,
  },
  statistics: {
    heading: 'Dokseoro in numbers',
    note: 'Schools registered with Dokseoro, books in the union catalogue, and school libraries using Dokseoro.',
    more: 'See reading statistics',
    schools: 'Schools',
    books: 'Books in the catalogue',
    libraries: 'School libraries',
    byRegion: 'Schools by region',
    unit: { schools: ' schools', books: ' books', libraries: ' libraries' },
  },
  categoryBooks: {
    heading: 'Popular books by subject',
    note: 'The most borrowed books in each subject of the Korean Decimal Classification (KDC).',
  },
  introHeading: 'What you can do on Dokseoro',
  features: {
    search: {
      title: 'Book search',
      description:
        "Search the books of every school library at once, and see whether your school library holds a book and whether it's free to borrow.",
    },
    curation: {
      title: 'Recommended books',
      description:
        'Popular books, new arrivals, picks by the agency, students and teachers, and recommendations for you.',
    },
    activities: {
      title: 'Reading activities',
      description:
        'Write book reports, take reading quizzes, join Golden Bell contests, balance games, reading marathons and discussion rooms.',
    },
    myReading: {
      title: 'My reading',
      description:
        'Your bookshelves, loans and reservations, mobile library card and activity badges, all on My page.',
    },
  },
};
