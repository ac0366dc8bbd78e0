/** Texts of the shared form pieces (components/ui/field.tsx); they load with the forms, not the home. */
export const formMessages = {
  /**
   * The counter a 10-year-old reads (issue 37.8): characters written and about how many more fit. The
   * limit stays spec 000 §5's bytes (a double-byte character counts 2), so the room left is that in
   * Hangul characters.
   */
  count: (chars: number, bytesLeft: number) =>
    bytesLeft >= 0
      ? `${chars}자 · 약 ${Math.floor(bytesLeft / 2)}자 더 쓸 수 있어요`
      : `${chars}자 · 너무 길어요. 조금 줄여 주세요.`,
};
