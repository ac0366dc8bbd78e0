import { privacyBoundName } from '@reading/contract/activities/codes';
import { PORTFOLIO_LIMITS, type PortfolioDetail } from '@reading/contract/portfolio/portfolio';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SafeHtml } from '../../../components/rich-text/safe-html.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { useSite } from '../../../lib/site.ts';
import { portfolioMessages as t } from '../../../messages/portfolio.ts';
import { activityMessages } from '../../../messages/reading-activities.ts';
import {
  deletePortfolio,
  portfolioKey,
  reviewPortfolio,
  useMyPortfolios,
  usePortfolioDetail,
  usePortfolioList,
  usePortfolioManageList,
} from '../api/portfolio.ts';
import { itemText, Pieces } from './item-text.tsx';
import { PortfolioForm } from './portfolio-form.tsx';
import { PortfolioPdfButton } from './portfolio-pdf-button.tsx';
import { PortfolioTable } from './portfolio-table.tsx';
import './portfolio.css';
import { koreaDate } from '../../../lib/dates.ts';

/** MyPortfolio: the member's own portfolios. */
export function MyPortfolios() {
  const { basePath } = useSite();
  const [pageIndex, setPageIndex] = useState(1);
  return (
    <div className="container portfolio">
      <div className="portfolio__bar">
        <h1 className="portfolio__title">{t.mine.title}</h1>
        <ButtonLink to={hrefFor('MyPortfolioCreation', { basePath })}>{t.mine.create}</ButtonLink>
      </div>
      <PortfolioTable query={useMyPortfolios(pageIndex)} caption={t.mine.caption} onPage={setPageIndex} />
    </div>
  );
}

/** PortfolioList (everyone's, within visibility) and ParticipationPortfolioList (the member's school). */
export function PortfolioListPage({ schKey }: { schKey?: number | null }) {
  const [pageIndex, setPageIndex] = useState(1);
  const words = schKey ? t.school : t.list;
  return (
    <div className="container portfolio">
      <h1 className="portfolio__title">{words.title}</h1>
      <p className="portfolio__lead">{t.list.lead}</p>
      <PortfolioTable
        query={usePortfolioList(pageIndex, schKey)}
        caption={words.caption}
        onPage={setPageIndex}
      />
    </div>
  );
}

/** ParticipationActivityPortfolioManage: the school's portfolios for its teacher. */
export function PortfolioManageList({ teacherMemberKey }: { teacherMemberKey: number }) {
  const [pageIndex, setPageIndex] = useState(1);
  return (
    <div className="container portfolio">
      <h1 className="portfolio__title">{t.manage.title}</h1>
      <p className="portfolio__lead">{t.manage.lead}</p>
      <PortfolioTable
        query={usePortfolioManageList(teacherMemberKey, pageIndex)}
        caption={t.manage.caption}
        onPage={setPageIndex}
      />
    </div>
  );
}

/** MyPortfolioCreation and MyPortfolioMod?portfolioKey. */
export function PortfolioEditPage({ portfolioKey: key }: { portfolioKey?: number }) {
  const detail = usePortfolioDetail(key ?? 0);
  return (
    <div className="container portfolio">
      <h1 className="portfolio__title">{key ? t.form.editTitle : t.form.createTitle}</h1>
      {!key ? <PortfolioForm /> : null}
      {key && detail.data ? <PortfolioForm existing={detail.data} /> : null}
      {key && !detail.data ? (
        <StatusMessage
          variant="section"
          icon={detail.isPending ? undefined : 'error'}
          title={detail.isPending ? t.loading : t.loadError}
        />
      ) : null}
    </div>
  );
}

function ReviewForm({ portfolio }: { portfolio: PortfolioDetail }) {
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState(portfolio.feedback ?? '');
  const send = async () => {
    const banned = await bannedWordsMessage(feedback);
    if (banned) return void (await alertDialog(banned));
    try {
      await reviewPortfolio(portfolio.portfolioKey, feedback);
      await queryClient.invalidateQueries({ queryKey: portfolioKey });
      await alertDialog(t.detail.reviewSaved);
    } catch (error) {
      if (isApiError(error)) await alertDialog(error.message);
    }
  };
  return (
    <form
      className="portfolio-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Field label={t.detail.review} byteLimit={{ value: feedback, max: PORTFOLIO_LIMITS.feedbackBytes }}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={3}
            lang="ko"
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
          />
        )}
      </Field>
      <div className="portfolio__actions">
        <Button type="submit">{t.detail.reviewSave}</Button>
      </div>
    </form>
  );
}

/** PortfolioDetail/{portfolioKey}: the portfolio, its PDF, the author's edit and delete, the teacher's review. */
export function PortfolioDetailPage({ portfolioKey: key }: { portfolioKey: number }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = usePortfolioDetail(key);
  const p = detail.data;
  if (!p)
    return (
      <div className="container portfolio">
        <StatusMessage
          variant="section"
          icon={detail.isPending ? undefined : 'missing'}
          title={detail.isPending ? t.loading : t.loadError}
        />
      </div>
    );
  const remove = async () => {
    if (!(await confirmDialog(t.detail.confirmRemove))) return;
    try {
      await deletePortfolio(key);
      await queryClient.invalidateQueries({ queryKey: portfolioKey });
      await alertDialog(t.detail.removed);
      navigate(hrefFor('MyPortfolio', { basePath }));
    } catch (error) {
      if (isApiError(error)) await alertDialog(error.message);
    }
  };
  return (
    <article className="container portfolio" aria-labelledby="portfolio-title">
      <header className="portfolio__head">
        <h1 id="portfolio-title" className="portfolio__title" lang="ko">
          {p.title}
        </h1>
        <dl className="portfolio__meta">
          <div>
            <dt>{t.detail.writer}</dt>
            <dd lang="ko">{[p.memberName, p.schName].filter(Boolean).join(' · ')}</dd>
          </div>
          <div>
            <dt>{t.detail.privacy}</dt>
            <dd>
              {activityMessages.codes.privacy[p.privacyBoundCode] ?? privacyBoundName(p.privacyBoundCode)}
            </dd>
          </div>
          <div>
            <dt>{t.detail.updated}</dt>
            <dd>{koreaDate(p.updDate)}</dd>
          </div>
        </dl>
        {p.intro ? (
          <p className="portfolio__intro" lang="ko">
            {p.intro}
          </p>
        ) : null}
        <div className="portfolio__actions">
          <PortfolioPdfButton portfolio={p} />
          {p.editableYn === 'Y' ? (
            <>
              <ButtonLink
                variant="secondary"
                to={`${hrefFor('MyPortfolioMod', { basePath })}?portfolioKey=${key}`}
              >
                {t.detail.edit}
              </ButtonLink>
              <Button variant="secondary" onClick={() => void remove()}>
                {t.detail.remove}
              </Button>
            </>
          ) : null}
        </div>
      </header>
      <ol className="portfolio__items">
        {p.items.map((item) => {
          const text = itemText(item);
          return (
            <li
              key={`${item.itemType}:${item.refKey}`}
              className={`portfolio-item portfolio-item--${item.itemType}`}
            >
              <p className="portfolio-item__type">{t.detail.itemTypes[item.itemType]}</p>
              <h2 className="portfolio-item__title">
                <Pieces pieces={text.title} />
              </h2>
              <p className="portfolio-item__meta">
                {item.subtitle ? <Pieces pieces={text.subtitle} /> : null}
                {item.subtitle && item.date ? ' · ' : null}
                {item.date}
              </p>
              {item.content ? (
                <div lang="ko">
                  <SafeHtml className="rich-text portfolio-item__content" html={item.content} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <section className="portfolio__feedback" aria-labelledby="portfolio-feedback">
        <h2 id="portfolio-feedback" className="portfolio__subtitle">
          {t.detail.feedback}
        </h2>
        {p.feedback ? <p lang="ko">{p.feedback}</p> : <p>{t.detail.noFeedback}</p>}
        {p.reviewableYn === 'Y' ? <ReviewForm portfolio={p} /> : null}
      </section>
    </article>
  );
}
