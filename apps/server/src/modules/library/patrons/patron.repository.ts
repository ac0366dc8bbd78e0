import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dlsToken, patron, patronLinkCode, schoolLibrary } from '../../../db/schema/library.ts';

const columns = {
  patronId: patron.patronId,
  libCode: patron.libCode,
  grade: patron.grade,
  classNo: patron.classNo,
  schKey: schoolLibrary.schKey,
  cardNo: patron.cardNo,
  name: patron.name,
  loanYn: patron.loanYn,
  loanNReason: patron.loanNReason,
  linkedMemberKey: patron.linkedMemberKey,
  agreeYn: patron.agreeYn,
  neisCode: schoolLibrary.neisCode,
  libName: schoolLibrary.name,
};

export function createPatronRepository(db: Db) {
  const base = () =>
    db.select(columns).from(patron).innerJoin(schoolLibrary, eq(schoolLibrary.libCode, patron.libCode));
  return {
    async findByCard(cardNo: string) {
      const [row] = await base().where(eq(patron.cardNo, cardNo));
      return row ?? null;
    },
    /** A card of this library (the desk's lookup). */
    async findAtLibrary(libCode: string, cardNo: string) {
      const [row] = await base().where(and(eq(patron.cardNo, cardNo), eq(patron.libCode, libCode)));
      return row ?? null;
    },
    /** The library of a school (the portal's key, kept as a value). */
    async libraryOfSchool(schKey: number) {
      const [row] = await db.select().from(schoolLibrary).where(eq(schoolLibrary.schKey, schKey));
      return row ?? null;
    },
    /** Replaces the card's codes with a new one. */
    async replaceLinkCode(values: {
      codeHash: string;
      patronId: number;
      libCode: string;
      expiresAt: Date;
      issuedBy: number;
    }) {
      await db.transaction(async (tx) => {
        await tx.delete(patronLinkCode).where(eq(patronLinkCode.patronId, values.patronId));
        await tx.insert(patronLinkCode).values(values);
      });
    },
    /** The card a live code of this library names (not yet used). */
    async findByLinkCode(libCode: string, codeHash: string) {
      const [row] = await base()
        .innerJoin(patronLinkCode, eq(patronLinkCode.patronId, patron.patronId))
        .where(
          and(
            eq(patronLinkCode.codeHash, codeHash),
            eq(patronLinkCode.libCode, libCode),
            gt(patronLinkCode.expiresAt, new Date()),
          ),
        );
      return row ?? null;
    },
    /** Uses a code up; false when it was used (or replaced) meanwhile. */
    async consumeLinkCode(codeHash: string) {
      const rows = await db
        .delete(patronLinkCode)
        .where(eq(patronLinkCode.codeHash, codeHash))
        .returning({ patronId: patronLinkCode.patronId });
      return rows.length > 0;
    },
    async findLinked(memberKey: number) {
      const [row] = await base().where(eq(patron.linkedMemberKey, memberKey));
      return row ?? null;
    },
    /** Links a free card (or re-links the same member); false when another member holds it. */
    async link(patronId: number, memberKey: number) {
      const rows = await db
        .update(patron)
        .set({ linkedMemberKey: memberKey, linkedAt: new Date(), agreeYn: 'N' })
        .where(and(eq(patron.patronId, patronId), isNull(patron.linkedMemberKey)))
        .returning({ patronId: patron.patronId });
      return rows.length > 0;
    },
    /** The portal member a card is linked to (decision 034), or null. */
    async linkedMemberOf(patronId: number): Promise<number | null> {
      const [row] = await db
        .select({ memberKey: patron.linkedMemberKey })
        .from(patron)
        .where(eq(patron.patronId, patronId));
      return row?.memberKey ?? null;
    },
    async unlink(patronId: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(patron)
          .set({ linkedMemberKey: null, linkedAt: null, agreeYn: 'N' })
          .where(eq(patron.patronId, patronId));
        await tx
          .update(dlsToken)
          .set({ revokedAt: new Date() })
          .where(and(eq(dlsToken.patronId, patronId), isNull(dlsToken.revokedAt)));
      });
    },
    async setAgree(patronId: number, agreeYn: 'Y' | 'N') {
      await db.update(patron).set({ agreeYn }).where(eq(patron.patronId, patronId));
    },
    async insertToken(tokenHash: string, patronId: number, expiresAt: Date, sessionHash: string) {
      await db.insert(dlsToken).values({ tokenHash, patronId, expiresAt, sessionHash });
    },
    /** The patron of a live token issued beside this portal session (decision 052). */
    async findByToken(tokenHash: string, sessionHash: string) {
      const [row] = await db
        .select(columns)
        .from(dlsToken)
        .innerJoin(patron, eq(patron.patronId, dlsToken.patronId))
        .innerJoin(schoolLibrary, eq(schoolLibrary.libCode, patron.libCode))
        .where(
          and(
            eq(dlsToken.tokenHash, tokenHash),
            eq(dlsToken.sessionHash, sessionHash),
            isNull(dlsToken.revokedAt),
            gt(dlsToken.expiresAt, new Date()),
          ),
        );
      return row ?? null;
    },
  };
}

export type PatronRepository = ReturnType<typeof createPatronRepository>;
export type PatronRecord = NonNullable<Awaited<ReturnType<PatronRepository['findByCard']>>>;
