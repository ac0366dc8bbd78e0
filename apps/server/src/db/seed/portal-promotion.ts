import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import { promotionIntro } from '../schema/portal-promotion.ts';

/**
 * Demo introductions operator1 wrote for some promotion collections (decision 120); the others show
 * their one-line summary until an operator writes one. Idempotent: an edited introduction is kept.
 */
const INTROS: Record<string, string> = {
  'novel-korean':
    '<p>우리말로 쓰인 이야기는 우리의 오늘을 가장 가까이에서 비춥니다. 학교도서관에서 가장 많이 빌려 읽은 <strong>한국 소설</strong>을 모았습니다.</p><p>마음에 드는 작가를 찾았다면 그 작가의 다른 작품도 찾아 읽어 보세요.</p>',
  'novel-mystery':
    '<p>단서를 모으고, 용의자를 의심하고, 마지막 장에서 모든 것이 뒤집히는 즐거움! 친구와 함께 범인을 추리해 보세요.</p>',
  'human-history':
    '<p>나라가 어려울 때 앞장선 사람들의 삶을 읽어 봅시다. <em>그들은 무엇을 지키려 했을까요?</em></p>',
  'language-english':
    '<p>영어로 쓰인 명작을 번역본으로 먼저 만나고, 영어 공부 책으로 원문에 한 걸음 더 다가가 보세요.</p>',
};

export async function seedPromotionIntros(db: Db) {
  const [operator] = await db
    .select({ memberKey: member.memberKey })
    .from(member)
    .where(eq(member.loginId, 'operator1'));
  if (!operator) return;
  await db
    .insert(promotionIntro)
    .values(
      Object.entries(INTROS).map(([collectionKey, content]) => ({
        collectionKey,
        content,
        modMemberKey: operator.memberKey,
      })),
    )
    .onConflictDoNothing();
}
