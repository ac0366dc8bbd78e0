/** The book a loan, reservation or request keeps beside itself, as it was when the row was written. */
export type BookSnapshot = {
  bookKey: number;
  title: string;
  author: string | null;
  publisher: string | null;
  isbn: string | null;
};

/** The snapshot's fields of a row, for the contract's items (loans, reservations, wish books, ILL). */
export const bookSnapshotOf = (row: BookSnapshot): BookSnapshot => ({
  bookKey: row.bookKey,
  title: row.title,
  author: row.author,
  publisher: row.publisher,
  isbn: row.isbn,
});
