-- library.checkout: the desk's check-out in one statement (docs/decisions/040, 048), called by
-- CirculationService.checkout (circulation.service.ts) through loansRepository.checkout.
-- Applied after the migrations at every start (db/routines.ts, docs/decisions/066): edit this file and
-- restart; no new migration is needed unless the signature changes (then drop the old one in a migration).
-- PL/pgSQL runs on PostgreSQL and PGlite alike.
--
-- The rules, checked in this order; a refusal is an outcome code and nothing is written (the service
-- turns each into its DESK_MESSAGES answer):
--   1. The card exists (PATRON_NOT_FOUND) and belongs to this library (PATRON_OTHER_LIBRARY); its row is
--      locked for the rest of the statement, so one desk at a time counts a card's loans.
--   2. The card may borrow (loan_yn <> 'N'; LOAN_SUSPENDED with the stored reason).
--   3. The copy exists in this library (COPY_NOT_FOUND), read with its book through the search module's
--      seam (search.find_holding_with_book, modules/search/holdings/holdings.sql).
--   4. The copy is not ON_LOAN, NON_LENDING or LOST (the status is the outcome).
--   5. A RESERVED copy is lent only to the card its READY hold is for (COPY_HELD); a hold past its pickup
--      day answers EXPIRED_HOLD (the service sweeps and tries once more); RESERVED with no READY hold is
--      set aside for an inter-library loan (COPY_ILL).
--   6. The card has no overdue loan (OVERDUE) and fewer open loans than its grade's limit (LOAN_LIMIT,
--      with the limit in o_loan_limit). Grades: the patron's school year 1–6, else 0 (staff and others);
--      limits and days come from the caller (RulesService, cached) as arrays indexed grade + 1.
--   7. The loan is written with the book's snapshot, due today + the grade's loan days; then the copy
--      moves to ON_LOAN by compare-and-set (search.move_holding_status). The insert comes first, so the
--      partial unique index loan_open_copy_unique decides a race between desks (the second waits for the
--      first commit and fails with 23505); a failed compare-and-set raises RL409 and rolls the loan back.
--   8. A READY hold that was this card's becomes LOANED.
-- Today and now come from the server's one clock (decisions 042, 235).
CREATE OR REPLACE FUNCTION library.checkout(
  p_lib_code text, p_card_no text, p_reg_no text, p_today date, p_now timestamptz,
  p_loan_limits integer[], p_loan_days integer[],
  OUT o_outcome text, OUT o_loan_key integer, OUT o_loan_limit integer, OUT o_reason text
)
LANGUAGE plpgsql AS $$
DECLARE
  v_patron record;
  v_copy record;
  v_hold record;
  v_hold_key integer;
  v_rule integer;
  v_loans integer;
  v_overdue integer;
  v_due date;
BEGIN
  SELECT p.patron_id, p.lib_code, p.grade, p.loan_yn, p.loan_n_reason INTO v_patron
  FROM library.patron p WHERE p.card_no = p_card_no FOR UPDATE;
  IF NOT FOUND THEN o_outcome := 'PATRON_NOT_FOUND'; RETURN; END IF;
  IF v_patron.lib_code <> p_lib_code THEN o_outcome := 'PATRON_OTHER_LIBRARY'; RETURN; END IF;
  IF v_patron.loan_yn = 'N' THEN
    o_outcome := 'LOAN_SUSPENDED'; o_reason := v_patron.loan_n_reason; RETURN;
  END IF;
  v_rule := CASE WHEN v_patron.grade BETWEEN 1 AND 6 THEN v_patron.grade ELSE 0 END;

  SELECT * INTO v_copy FROM search.find_holding_with_book(p_lib_code, p_reg_no);
  IF NOT FOUND THEN o_outcome := 'COPY_NOT_FOUND'; RETURN; END IF;
  IF v_copy.status IN ('ON_LOAN', 'NON_LENDING', 'LOST') THEN o_outcome := v_copy.status; RETURN; END IF;
  IF v_copy.status = 'RESERVED' THEN
    SELECT r.rsvt_key, r.patron_id, r.pickup_until INTO v_hold
    FROM library.reservation r
    WHERE r.lib_code = p_lib_code AND r.reg_no = p_reg_no AND r.status = 'READY';
    IF NOT FOUND THEN o_outcome := 'COPY_ILL'; RETURN; END IF;
    IF v_hold.pickup_until < p_today THEN o_outcome := 'EXPIRED_HOLD'; RETURN; END IF;
    IF v_hold.patron_id <> v_patron.patron_id THEN o_outcome := 'COPY_HELD'; RETURN; END IF;
    v_hold_key := v_hold.rsvt_key;
  END IF;

  SELECT count(*), count(*) FILTER (WHERE l.due_date < p_today) INTO v_loans, v_overdue
  FROM library.loan l WHERE l.patron_id = v_patron.patron_id AND l.returned_at IS NULL;
  IF v_overdue > 0 THEN o_outcome := 'OVERDUE'; RETURN; END IF;
  o_loan_limit := p_loan_limits[v_rule + 1];
  IF v_loans >= o_loan_limit THEN o_outcome := 'LOAN_LIMIT'; RETURN; END IF;

  v_due := p_today + p_loan_days[v_rule + 1];
  INSERT INTO library.loan (lib_code, reg_no, call_no, book_key, title, author, publisher, isbn,
                            patron_id, loaned_at, loan_date, due_date)
  VALUES (p_lib_code, p_reg_no, v_copy.call_no, v_copy.book_key, v_copy.title, v_copy.author,
          v_copy.publisher, v_copy.isbn, v_patron.patron_id, p_now, p_today, v_due)
  RETURNING loan_key INTO o_loan_key;
  IF NOT search.move_holding_status(p_lib_code, p_reg_no, ARRAY[v_copy.status], 'ON_LOAN', v_due) THEN
    RAISE EXCEPTION 'copy % moved during check-out', p_reg_no USING ERRCODE = 'RL409';
  END IF;
  IF v_hold_key IS NOT NULL THEN
    UPDATE library.reservation SET status = 'LOANED', ended_at = p_now
    WHERE rsvt_key = v_hold_key AND status = 'READY';
  END IF;
  o_outcome := 'OK';
END
$$;
