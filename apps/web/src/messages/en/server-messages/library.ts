/**
 * English for the messages of the school library: cards, the desk, book requests, interlibrary loans,
 * loans and reservations (decision 211). Keyed by the Korean text as sent, without its field prefix
 * ("title: "); the field labels the schemas build messages from ("동아리 이름" in "name: 동아리 이름을 입력해주세요.")
 * are here too.
 */
export const libraryMessagesEn: Record<string, string> = {
  // Library cards and DLS verification
  '이미 다른 회원과 연결된 이용증입니다.': 'This library card is already linked to another member.',
  'DLS 인증이 필요합니다.': 'DLS verification is required.',
  '동의여부를 선택해주세요.': 'Please choose whether you agree.',
  '동의 처리가 완료되었습니다.': 'Your consent has been recorded.',
  'DLS 인증이 끊겼습니다. 재로그인이 필요합니다.': 'DLS verification was disconnected. Please log in again.',
  'DLS 계정이 삭제되어 인증이 끊겼습니다. 재로그인이 필요합니다.':
    'The DLS account was deleted, so verification was disconnected. Please log in again.',
  '도서관 이용증 번호를 확인해주세요.': 'Please check the library card number.',
  '학교 도서관에서 받은 8자리 연결 코드를 입력해주세요.':
    'Enter the 8-character link code from your school library.',
  '학교에 소속된 회원만 도서관 이용증을 연결할 수 있습니다.':
    'Only members with a school can link a library card.',
  '연결 코드가 맞지 않거나 만료되었습니다. 학교 도서관에서 새 코드를 받아주세요.':
    'The link code is wrong or has expired. Please get a new code from your school library.',
  '이용증의 이름과 회원 이름이 달라 연결할 수 없습니다. 학교 도서관에 문의해주세요.':
    "The name on the card differs from your member name, so it can't be linked. Please ask your school library.",
  '연결 코드를 발급했습니다. 이용자에게 코드를 알려주세요.':
    'Link code issued. Please give the code to the patron.',
  '학교 도서관을 찾을 수 없습니다.': 'School library not found.',
  '이용증 번호를 입력해주세요.': 'Enter the library card number.',
  '이용증 번호 형식이 올바르지 않습니다.': 'The library card number is not valid.',
  '등록번호를 입력해주세요.': 'Enter the registration number.',
  '등록번호 형식이 올바르지 않습니다.': 'The registration number is not valid.',
  '도서관 코드가 필요합니다.': 'A library code is required.',
  // The circulation desk
  '처리 상태가 올바르지 않습니다.': 'Invalid processing status.',
  '반려 사유는 200자 이내로 입력해주세요.': 'The reason for declining can be at most 200 characters.',
  'all, lending, borrowing 중 하나여야 합니다.': 'Must be one of all, lending, borrowing.',
  '상호대차 상태가 올바르지 않습니다.': 'Invalid interlibrary loan status.',
  '상호대차 번호': 'Interlibrary loan ID',
  'approve, send, receive, return, refuse 중 하나여야 합니다.':
    'Must be one of approve, send, receive, return, refuse.',
  '사유는 200자 이내로 입력해주세요.': 'The reason can be at most 200 characters.',
  '등록되지 않은 이용증 번호입니다.': 'This library card number is not registered.',
  '우리 학교 도서관의 이용증이 아닙니다.': 'This card is not from our school library.',
  '등록번호에 해당하는 자료가 없습니다.': 'No copy has this registration number.',
  '다른 이용자를 위해 예약 보관 중인 자료입니다.': 'This copy is on hold for another patron.',
  '대출할 수 없는 자료(열람 전용)입니다.': "This copy can't be borrowed (reference only).",
  '분실 처리된 자료입니다.': 'This copy is marked as lost.',
  '상호대차 처리 중인 자료입니다.': 'This copy is in an interlibrary loan.',
  '연체 중인 자료가 있어 대출할 수 없습니다.': "Can't borrow while a book is overdue.",
  '대출 중인 자료가 아닙니다.': 'This copy is not on loan.',
  '대출되었습니다.': 'Checked out.',
  '반납되었습니다.': 'Returned.',
  '반납되었습니다. 예약자를 위해 보관해주세요.': 'Returned. Please hold it for the patron who reserved it.',
  '대출 기간이 연장되었습니다.': 'The loan has been renewed.',
  // Book requests (furnish)
  '이미 우리 학교 도서관에 소장된 자료입니다.': 'Our school library already has this book.',
  '이미 신청한 희망도서입니다.': 'You have already requested this book.',
  '도서명을 입력해주세요.': 'Enter the title.',
  '저자를 입력해주세요.': 'Enter the author.',
  '출판사를 입력해주세요.': 'Enter the publisher.',
  'ISBN 형식이 올바르지 않습니다. 숫자 10자리 또는 13자리로 입력해주세요.':
    'The ISBN is not valid. Enter 10 or 13 digits.',
  '발행년을 네 자리 숫자로 입력해주세요.': 'Enter the publication year as four digits.',
  '희망도서 신청을 찾을 수 없습니다.': 'Book request not found.',
  '이미 처리된 희망도서 신청입니다.': 'This book request has already been handled.',
  '희망도서가 신청되었습니다.': 'Your book request has been sent.',
  '희망도서 신청을 승인했습니다.': 'Book request accepted.',
  '희망도서 신청을 반려했습니다.': 'Book request declined.',
  '검색어는 100자 이내로 입력해주세요.': 'The search term can be at most 100 characters.',
  '신청 사유': 'Reason for the request',
  도서명: 'Title',
  // Interlibrary loans
  '우리 학교 도서관 자료는 상호대차로 신청할 수 없습니다.':
    "You can't request your own school library's books by interlibrary loan.",
  '같은 상호대차 그룹의 도서관이 아닙니다.': 'This library is not in the same interlibrary loan group.',
  '상대 도서관에 대출 가능한 자료가 없습니다.': 'The other library has no copy available.',
  '이미 신청한 상호대차입니다.': 'You have already requested this interlibrary loan.',
  '상호대차 신청을 찾을 수 없습니다.': 'Interlibrary loan request not found.',
  '이 도서관에서 처리할 수 없는 단계입니다.': "This library can't take this step.",
  '거절 사유를 입력해주세요.': 'Enter a reason for refusing.',
  '상호대차가 신청되었습니다.': 'Interlibrary loan requested.',
  // Loans, reservations, notices
  '회원 정보가 올바르지 않습니다.': 'Invalid member information.',
  '시작일이 종료일보다 늦을 수 없습니다.': "The start date can't be later than the end date.",
  '대출 기록을 찾을 수 없습니다.': 'Loan record not found.',
  '이미 반납된 자료입니다.': 'This copy has already been returned.',
  '다른 이용자가 예약한 자료는 연장할 수 없습니다.': "A book another patron has reserved can't be renewed.",
  '연체 중인 자료는 연장할 수 없습니다.': "An overdue book can't be renewed.",
  '연장 가능 횟수를 모두 사용했습니다.': 'No renewals are left.',
  '대출 번호': 'Loan ID',
  '지역 코드 또는 학교 코드(neisCode)가 필요합니다.':
    'A region code or a school code (neisCode) is required.',
  '공지 번호가 올바르지 않습니다.': 'Invalid notice ID.',
  '우리 학교 도서관에 소장되지 않은 자료입니다.': "Our school library doesn't have this book.",
  '대출 가능한 자료가 있어 예약할 수 없습니다. 도서관에서 바로 대출해주세요.':
    "A copy is available, so it can't be reserved. Please borrow it at the library.",
  '대출할 수 있는 자료가 없어 예약할 수 없습니다.': "No copy can be borrowed, so it can't be reserved.",
  '이미 예약한 자료입니다.': 'You have already reserved this book.',
  '지금 대출 중인 책과 같은 책이라 예약할 수 없습니다.':
    "This is the same book as one you have on loan, so it can't be reserved.",
  '이미 대출 중인 자료입니다.': 'You already have this book on loan.',
  '대출이 정지된 이용자입니다.': 'Borrowing is suspended for this patron.',
  '예약 내역을 찾을 수 없습니다.': 'Reservation not found.',
  '이미 처리된 예약은 취소할 수 없습니다.': "A reservation that has been handled can't be cancelled.",
  '예약되었습니다.': 'Reserved.',
  '예약이 취소되었습니다.': 'Reservation cancelled.',
  '도서 번호': 'Book ID',
  '예약 번호': 'Reservation ID',
  'children, youth, general, adult 중 하나여야 합니다.': 'Must be one of children, youth, general, adult.',
  '이용 대상을 바꾸었습니다.': 'The readership was changed.',
  '학교관리자만 이용 대상을 바꿀 수 있습니다.': 'Only a school manager can change the readership.',
};
