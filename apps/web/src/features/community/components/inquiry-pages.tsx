import { INQUIRY_STATUS_NAMES, REQUEST_TYPE_NAMES } from '@reading/contract/community/codes';
import type { QnaItem } from '@reading/contract/community/qna-board';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BoardListView } from '../../../components/board/board-list-view.tsx';
import { statusMark } from '../../../components/board/code-names.ts';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { DetailState } from '../../../components/board/detail-state.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { useListParams } from '../../../components/board/use-list-params.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useSite } from '../../../lib/site.ts';
import { communityMessages } from '../../../messages/community.ts';
import { useMemberGuard } from '../../membership/public.ts';
import { communityKeys } from '../api/keys.ts';
import { answerQna, saveQna, useQnaDetail, useQnaList } from '../api/qna-board.ts';
import { useStaffMe } from '../api/staff-me.ts';
import { AnswerForm } from './answer-form.tsx';
import { QuestionDetailView } from './question-detail.tsx';
import { QuestionForm } from './question-form.tsx';

const t = communityMessages;

function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="board-filters">
      <label htmlFor={`${id}-status`}>{t.question.status}</label>
      <select
        id={`${id}-status`}
        className="board-field"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t.question.statusAll}</option>
        {(['1', '2'] as const).map((code) => (
          <option key={code} value={code}>
            {INQUIRY_STATUS_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** InquiryList: the member's own inquiries with their status (1 awaiting an answer, 2 answered). */
export function InquiryListPage() {
  const session = useMemberGuard({ needsDls: false });
  const { basePath } = useSite();
  const params = useListParams(['statusCode'] as const);
  const query = useQnaList(
    {
      myYn: 'Y',
      statusCode: (params.filters.statusCode || undefined) as '1' | '2' | undefined,
      pageIndex: params.pageIndex,
      searchKeyword: params.searchKeyword || undefined,
    },
    Boolean(session),
  );
  if (!session) return null;
  const toRow = (item: QnaItem) => ({
    key: item.qnaKey,
    href: hrefFor('InquiryDetail', { basePath, search: { qnaKey: String(item.qnaKey) } }),
    title: item.title,
    pinned: false,
    kind: REQUEST_TYPE_NAMES[item.requestType],
    status: statusMark(item.statusCode),
    date: item.regDate,
    files: item.fileCnt,
  });
  const write = <ButtonLink to={hrefFor('InquiryForm', { basePath })}>{t.question.write}</ButtonLink>;
  return (
    <CommunityPage title={t.titles.InquiryList} lead={t.leads.InquiryList} actions={write}>
      <BoardListView
        title={t.question.mine}
        query={query}
        params={params}
        toRow={toRow}
        filters={
          <StatusFilter
            value={params.filters.statusCode}
            onChange={(statusCode) => params.setFilters({ statusCode })}
          />
        }
      />
    </CommunityPage>
  );
}

/** InquiryForm: a member asks; the inquiry goes to their school's manager or the service's operators. */
export function InquiryFormPage() {
  const session = useMemberGuard({ needsDls: false });
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!session) return null;
  return (
    <CommunityPage title={t.titles.InquiryForm} lead={t.leads.InquiryList} width="narrow">
      <QuestionForm
        kind="qna"
        cancelHref={hrefFor('InquiryList', { basePath })}
        onSubmit={async ({ title, content, requestType, fileKeys }) => {
          const { data, message } = await saveQna({
            title,
            content,
            requestType: requestType === 'Y' ? 'Y' : 'N',
            fileKeys,
          });
          await queryClient.invalidateQueries({ queryKey: communityKeys.board('qna') });
          if (message) await alertDialog(message);
          navigate(hrefFor('InquiryDetail', { basePath, search: { qnaKey: String(data.qnaKey) } }), {
            replace: true,
          });
        }}
      />
    </CommunityPage>
  );
}

/** InquiryDetail: the question, its status and the answer; staff of its scope answer it here. */
export function InquiryDetailPage() {
  const session = useMemberGuard({ needsDls: false });
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const key = keyParam(search, 'qnaKey');
  const query = useQnaDetail(session ? key : null);
  const staff = useStaffMe();
  const queryClient = useQueryClient();
  if (!session) return null;
  const fromManage = search.get('from') === 'manage';
  const listHref = fromManage
    ? hrefFor('CommunityAnswerManage', { basePath })
    : hrefFor('InquiryList', { basePath });
  const question = query.data;
  const canAnswer = staff.data?.inquiryAnswerYn === 'Y';
  return (
    <CommunityPage title={t.titles.InquiryList} width="narrow">
      {question ? (
        <QuestionDetailView
          question={question}
          kind={REQUEST_TYPE_NAMES[question.requestType]}
          listHref={listHref}
          neighbourHref={(qnaKey) =>
            hrefFor('InquiryDetail', {
              basePath,
              search: { qnaKey: String(qnaKey), ...(fromManage ? { from: 'manage' } : {}) },
            })
          }
          answerForm={
            canAnswer ? (
              <AnswerForm
                withPublish
                onAnswer={async (answer, publicYn) => {
                  const { message } = await answerQna({ qnaKey: question.qnaKey, answer, publicYn });
                  await queryClient.invalidateQueries({ queryKey: communityKeys.board('qna') });
                  if (message) await alertDialog(message);
                }}
              />
            ) : null
          }
        />
      ) : (
        <DetailState query={query} missing={key === null} listHref={listHref} />
      )}
    </CommunityPage>
  );
}
