import { marathonSaveRequestSchema } from '@reading/contract/marathon/marathon';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { plainMessage } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { marathonMessages as t } from '../../../messages/marathon.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { marathonKeys, saveMarathon } from '../api/marathon.ts';
import { type MarathonFormValues, resetMarathonForm, toRequest, useMarathonForm } from '../marathon-form.ts';
import { goalText, privacyName, typeName } from './code-names.ts';
import { Cover, LoginFirst, StepActions, StepIndicator, step3Route } from './step-parts.tsx';

/** The goal as entered: the chosen books' titles (data), or the count of books or pages. */
function goalOf(v: MarathonFormValues): ReactNode {
  if (v.readingMarathonTypeCode === '01')
    return <span lang="ko">{v.bookList.map((b) => b.title).join(', ')}</span>;
  const goalCount = Number(v.goalCount) || 0;
  return goalText({
    ...v,
    goalUnitCode: v.goalUnitCode ?? null,
    goalCount,
    kdcCode: v.kdcCode || null,
    goalLabel: '',
  });
}

/** CreateMarathonStep4: everything entered, checked once more by the whole schema, then published. */
export function Step4Page() {
  const session = useSession();
  return (
    <CommunityPage title={ROUTE_TITLES.CreateMarathonStep4} width="narrow">
      <StepIndicator step={4} />
      {session ? <Review /> : <LoginFirst />}
    </CommunityPage>
  );
}

function Review() {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useMarathonForm('create');
  const [busy, setBusy] = useState(false);
  const v = form.getValues();
  if (!v.readingMarathonTypeCode && !busy)
    return <Navigate replace to={hrefFor('CreateMarathonStep1', { basePath })} />;
  async function publish() {
    const parsed = marathonSaveRequestSchema.safeParse(toRequest(form.getValues()));
    if (!parsed.success) {
      await alertDialog(plainMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setBusy(true);
    try {
      const res = await saveMarathon(toRequest(form.getValues()));
      await queryClient.invalidateQueries({ queryKey: marathonKeys.all });
      await alertDialog(res.message);
      // Stays busy: the form is forgotten below, and this page must not fall back to step 1 meanwhile.
      navigate(
        hrefFor('contestMarathonDetail', {
          basePath,
          search: { readingMarathonKey: String(res.data.readingMarathonKey) },
        }),
      );
      resetMarathonForm();
    } catch (error) {
      setBusy(false);
      await alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
    }
  }
  const rows: [string, ReactNode][] = [
    [t.review.type, typeName(v.readingMarathonTypeCode)],
    [
      t.review.name,
      <span key="name" lang="ko">
        {v.name}
      </span>,
    ],
    [
      t.review.summary,
      <span key="summary" lang="ko">
        {v.summary}
      </span>,
    ],
    [t.review.grade, t.targetGrade(Number(v.targetGrade))],
    [t.review.period, t.period(v.startDate, v.endDate)],
    [t.review.goal, goalOf(v)],
    [
      t.review.keyword,
      v.keyword ? (
        <span key="keyword" lang="ko">
          {v.keyword}
        </span>
      ) : (
        '-'
      ),
    ],
    [t.review.privacy, privacyName(v.privacyBoundCode)],
  ];
  return (
    <div className="marathon-review">
      <h2 className="marathon-subtitle">{t.step4.title}</h2>
      <div className="marathon-review__body">
        <Cover imgType={v.imgType} imgKey={v.imgKey} img={v.img} name={v.name} />
        <dl className="marathon-facts">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <StepActions>
        <Button disabled={busy} onClick={() => void publish()}>
          {t.step4.publish}
        </Button>
        <ButtonLink
          variant="secondary"
          to={hrefFor(step3Route('create', v.readingMarathonTypeCode), { basePath })}
        >
          {t.previous}
        </ButtonLink>
      </StepActions>
    </div>
  );
}
