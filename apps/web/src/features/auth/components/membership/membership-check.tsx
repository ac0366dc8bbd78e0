import { useEffect, useState } from 'react';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { hrefFor } from '../../../../config/paths.ts';
import { useSite } from '../../../../lib/site.ts';
import { getMemberAgree } from '../../api/dls.ts';
import { useMemberGuard } from './use-member-guard.ts';
import './membership.css';

/** MembershipCheck: the state of the member's library-card link and consent. */
export function MembershipCheck() {
  const session = useMemberGuard({ needsDls: false });
  const { basePath } = useSite();
  const [agreeYN, setAgreeYN] = useState<'Y' | 'N' | null>(null);
  const cardNo = session?.dlsLoanCardNo ?? null;
  const memberKey = session?.memberKey ?? null;

  useEffect(() => {
    if (!cardNo || !memberKey) return;
    getMemberAgree({ memberKey, dlsLoanCardNo: cardNo })
      .then((res) => setAgreeYN(res.data.agreeYN))
      .catch(() => undefined);
  }, [cardNo, memberKey]);

  if (!session) return null;
  return (
    <section className="membership" aria-labelledby="membership-check-title">
      <h1 id="membership-check-title" className="membership__title">
        이용증 확인
      </h1>
      {cardNo ? (
        <dl className="membership-facts">
          <dt>이용증 번호</dt>
          <dd>{cardNo}</dd>
          <dt>학교</dt>
          <dd>{session.schName}</dd>
          <dt>정보 제공 동의</dt>
          <dd>{agreeYN === null ? '확인 중' : agreeYN === 'Y' ? '동의함' : '동의하지 않음'}</dd>
        </dl>
      ) : (
        <p>연결된 도서관 이용증이 없습니다.</p>
      )}
      <div className="membership-actions">
        {cardNo ? (
          <>
            <ButtonLink to={hrefFor('Membership', { basePath })}>모바일 이용증</ButtonLink>
            <ButtonLink variant="secondary" to={hrefFor('MembershipCancel', { basePath })}>
              연결 해제
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to={hrefFor('MembershipUpdate', { basePath })}>DLS 인증하기</ButtonLink>
        )}
      </div>
    </section>
  );
}
