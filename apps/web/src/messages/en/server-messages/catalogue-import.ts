/** English of the catalogue import's server messages (issue 40; contract search/catalogue-import.ts). */
export const catalogueImportMessagesEn: Readonly<Record<string, string>> = {
  '학교관리자만 학교 장서를 올리거나 내려받을 수 있습니다.':
    "Only a school's manager can import or export its holdings.",
  '학교 도서관이 종합목록에 없습니다.': "The school's library is not in the union catalogue.",
  '올릴 파일을 선택해 주세요.': 'Choose a file to upload.',
  '파일이 너무 큽니다. 50MB 이하의 파일만 올릴 수 있습니다.':
    'The file is too large. Files up to 50 MB can be uploaded.',
  'MARC(.mrc), CSV(.csv) 또는 엑셀(.xlsx) 파일만 올릴 수 있습니다.':
    'Only MARC (.mrc), CSV (.csv) or Excel (.xlsx) files can be uploaded.',
  '예전 엑셀 형식(.xls)은 읽을 수 없습니다. 엑셀에서 .xlsx로 저장한 뒤 올려 주세요.':
    'The old Excel format (.xls) cannot be read. Save it as .xlsx in Excel and upload it again.',
  '파일에 읽을 자료가 없습니다.': 'The file has no records to read.',
  '한 번에 50,000건까지 올릴 수 있습니다. 파일을 나누어 올려 주세요.':
    'Up to 50,000 records can be uploaded at once. Split the file and upload the parts.',
  '파일의 글자를 읽을 수 없습니다. UTF-8 또는 EUC-KR로 저장된 파일인지 확인해 주세요.':
    'The text of the file cannot be read. Check that it is saved as UTF-8 or EUC-KR.',
  'MARC 레코드가 잘려 있거나 형식이 맞지 않습니다. 도서관 시스템에서 파일을 다시 내려받아 올려 주세요.':
    'A MARC record is cut off or malformed. Export the file again from the library system and upload it.',
  'CSV 파일의 형식이 맞지 않습니다(따옴표나 칸 구분을 확인해 주세요).':
    'The CSV file is malformed (check its quotes and separators).',
  '엑셀 파일을 열 수 없습니다. 파일이 손상되지 않았는지 확인해 주세요.':
    'The Excel file cannot be opened. Check that it is not damaged.',
  '수식이 들어 있는 셀이 있습니다. 수식을 값으로 바꾸어 저장한 뒤 다시 올려 주세요.':
    'Some cells contain formulas. Replace the formulas with their values, save and upload again.',
  '가져오기 작업을 찾을 수 없습니다.': 'The import was not found.',
  '이미 시작한 가져오기입니다.': 'This import has already started.',
  '서명과 등록번호 열을 골라 주세요.': 'Choose the title and registration number columns.',
  '파일에 없는 열을 골랐습니다.': 'A chosen column is not in the file.',
  '파일을 읽었습니다. 미리보기를 확인하고 가져오기를 시작해 주세요.':
    'The file was read. Check the preview and start the import.',
  '가져오기를 시작했습니다.': 'The import has started.',
  '서명이 없습니다.': 'The title is missing.',
  '등록번호가 없습니다.': 'The registration number is missing.',
  '등록번호 형식이 올바르지 않습니다(영문, 숫자, - 2~30자).':
    'The registration number is invalid (2–30 letters, digits or -).',
  'ISBN이 올바르지 않습니다(10자리 또는 13자리, 검증 숫자 확인).':
    'The ISBN is invalid (10 or 13 digits; check digit).',
  '파일 안에 같은 등록번호가 먼저 나왔습니다.': 'The same registration number came earlier in the file.',
  '이미 학교에 있는 등록번호입니다.': 'The school already holds this registration number.',
  '글자 수가 너무 많은 칸이 있습니다.': 'A cell has too much text.',
  '작업 번호가 올바르지 않습니다.': 'The import number is invalid.',
  '열 번호가 올바르지 않습니다.': 'The column number is invalid.',
  'added, merged, unchanged, refused 중 하나여야 합니다.':
    'Must be one of added, merged, unchanged, refused.',
  'marc 또는 csv여야 합니다.': 'Must be marc or csv.',
};
