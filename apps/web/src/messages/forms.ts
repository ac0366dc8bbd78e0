/** Texts of the shared form pieces (components/ui/field.tsx); they load with the forms, not the home. */
export const formMessages = {
  /** Spec 000 §5's byte length: a double-byte character counts 2. */
  bytes: (used: number, max: number) => `${used} / ${max} 바이트`,
};
