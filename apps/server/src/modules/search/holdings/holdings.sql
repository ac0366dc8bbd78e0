-- The search module's SQL seam for holdings: the one place the holdings status rule lives.
-- Applied after the migrations at every start (db/routines.ts, docs/decisions/066): edit this file and
-- restart; no new migration is needed unless a signature changes (then drop the old one in a migration).
--
-- Rules:
--   * Other schemas read a copy with its book, and move its status, only through these two functions,
--     never by writing search.holding themselves (DESIGN.md §1). HoldingsService
--     (modules/search/holdings/holdings.service.ts) and library.checkout both call them.
--   * A status is one of AVAILABLE, ON_LOAN, RESERVED, NON_LENDING, LOST (the contract's HOLDING_STATUSES;
--     a test holds the two lists equal). Anything else: 22023 'status: 소장 상태가 올바르지 않습니다.'
--   * ON_LOAN needs a due date (22023 'dueDate: 대출 중인 자료는 반납 예정일이 필요합니다.'); every other
--     status clears it.
--   * A move is a compare-and-set: it happens only while the copy is in one of p_from, and answers
--     whether it happened (false: another desk moved it first, or there is no such copy).

-- The copy with its book in one statement (the desk's check-out).
CREATE OR REPLACE FUNCTION search.find_holding_with_book(p_lib_code text, p_reg_no text)
RETURNS TABLE (book_key integer, call_no text, status text, title text, author text, publisher text, isbn text)
LANGUAGE sql STABLE AS $$
  SELECT h.book_key, h.call_no, h.status, b.title, b.author, b.publisher, b.isbn13
  FROM search.holding h JOIN search.book b ON b.book_key = h.book_key
  WHERE h.lib_code = p_lib_code AND h.reg_no = p_reg_no
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search.move_holding_status(
  p_lib_code text, p_reg_no text, p_from text[], p_status text, p_due_date date
) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF p_status IS NULL OR p_status NOT IN ('AVAILABLE', 'ON_LOAN', 'RESERVED', 'NON_LENDING', 'LOST') THEN
    RAISE EXCEPTION 'status: 소장 상태가 올바르지 않습니다.' USING ERRCODE = '22023';
  END IF;
  IF p_status = 'ON_LOAN' AND p_due_date IS NULL THEN
    RAISE EXCEPTION 'dueDate: 대출 중인 자료는 반납 예정일이 필요합니다.' USING ERRCODE = '22023';
  END IF;
  UPDATE search.holding
  SET status = p_status,
      due_date = CASE WHEN p_status = 'ON_LOAN' THEN p_due_date END,
      updated_at = now()
  WHERE lib_code = p_lib_code AND reg_no = p_reg_no AND status = ANY (p_from);
  RETURN FOUND;
END
$$;
