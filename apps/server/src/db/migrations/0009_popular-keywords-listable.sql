-- Popular keywords count only searches that found books and were not ISBNs (issue 25). Searches logged
-- before this migration are taken as listable unless they look like an ISBN: whether they found books
-- was not recorded.
ALTER TABLE "search"."keyword_log" ADD COLUMN "listable" boolean;--> statement-breakpoint
UPDATE "search"."keyword_log" SET "listable" = NOT ("keyword" ~ '^[0-9 -]{9,17}[0-9xX]?$' OR "search_type" = 'isbn');--> statement-breakpoint
ALTER TABLE "search"."keyword_log" ALTER COLUMN "listable" SET NOT NULL;--> statement-breakpoint
-- Keywords were normalised with NFKC, which turns typed jamo (ㅎ U+314E) into conjoining jamo (U+1112)
-- shown as empty boxes; give them back the compatibility jamo that was typed (normalizeKoreanText).
UPDATE "search"."keyword_log" SET "keyword" = translate("keyword", 'ᄀᄁᆪᄂᆬᆭᄃᄄᄅᆰᆱᆲᆳᆴᆵᄚᄆᄇᄈᄡᄉᄊᄋᄌᄍᄎᄏᄐᄑ하ᅢᅣᅤᅥᅦᅧᅨᅩᅪᅫᅬᅭᅮᅯᅰᅱᅲᅳᅴᅵ', 'ㄱㄲㄳㄴㄵㄶㄷㄸㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅃㅄㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ')
  WHERE "keyword" ~ '[ᄀ-ᇿ]';--> statement-breakpoint
UPDATE "search"."keyword_block" SET "keyword" = translate("keyword", 'ᄀᄁᆪᄂᆬᆭᄃᄄᄅᆰᆱᆲᆳᆴᆵᄚᄆᄇᄈᄡᄉᄊᄋᄌᄍᄎᄏᄐᄑ하ᅢᅣᅤᅥᅦᅧᅨᅩᅪᅫᅬᅭᅮᅯᅰᅱᅲᅳᅴᅵ', 'ㄱㄲㄳㄴㄵㄶㄷㄸㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅃㅄㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ')
  WHERE "keyword" ~ '[ᄀ-ᇿ]'
  AND NOT EXISTS (SELECT 1 FROM "search"."keyword_block" "twin" WHERE "twin"."neis_code" = "keyword_block"."neis_code"
    AND "twin"."keyword" = translate("keyword_block"."keyword", 'ᄀᄁᆪᄂᆬᆭᄃᄄᄅᆰᆱᆲᆳᆴᆵᄚᄆᄇᄈᄡᄉᄊᄋᄌᄍᄎᄏᄐᄑ하ᅢᅣᅤᅥᅦᅧᅨᅩᅪᅫᅬᅭᅮᅯᅰᅱᅲᅳᅴᅵ', 'ㄱㄲㄳㄴㄵㄶㄷㄸㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅃㅄㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ'));
