import type { QuestionDetail } from '@reading/contract/community/questions';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { categoryLabel, namedCategories } from '../../../components/board/code-names.ts';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { DetailState } from '../../../components/board/detail-state.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useSite } from '../../../lib/site.ts';
import { useMemberGuard } from '../../membership/public.ts';
import { communityKeys } from '../api/keys.ts';
import { useStaffMe } from '../api/staff-me.ts';
import { AnswerForm } from './answer-form.tsx';
import { QuestionDetailView } from './question-detail.tsx';
import { QuestionForm, type QuestionValues } from './question-form.tsx';

type StaffMe = NonNullable<ReturnType<typeof useStaffMe>['data']>;

/**
 * What tells one kind of question with categories apart (counselling, service requests; decision 152):
 * its board, key, routes, calls and who answers. The form and detail pages are the same for each.
 */
export type QuestionKindPages<Key extends string> = {
  board: 'counseling' | 'serviceRequest';
  keyName: Key;
  routes: { list: RouteName; detail: RouteName };
  /** CommunityAnswerManage's tab the detail goes back to when opened from there. */
  manageTab: string;
  titles: { list: string; form: string };
  lead: string;
  useCategories: () => { data?: readonly { codeId: string; codeName: string }[] | undefined };
  save: (
    values: Omit<QuestionValues, 'requestType'> & { categoryCode: string; fileKeys: number[] },
  ) => Promise<{ data: Record<Key, number>; message: string }>;
  useDetail: (key: number | null) => UseQueryResult<QuestionDetail & Record<Key, number>>;
  answerable: (staff: StaffMe | undefined) => boolean;
  answer: (key: number, answer: string) => Promise<{ message: string }>;
};

/** A kind's form page: category, title, text and attachments; on success, its detail page. */
export function QuestionKindFormPage<Key extends string>({ kind }: { kind: QuestionKindPages<Key> }) {
  const session = useMemberGuard({ needsDls: false });
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = kind.useCategories();
  if (!session) return null;
  return (
    <CommunityPage title={kind.titles.form} lead={kind.lead} width="narrow">
      <QuestionForm
        kind={kind.board}
        categories={namedCategories(kind.board, categories.data ?? [])}
        cancelHref={hrefFor(kind.routes.list, { basePath })}
        onSubmit={async ({ title, content, categoryCode, fileKeys }) => {
          const { data, message } = await kind.save({
            title,
            content,
            categoryCode: categoryCode ?? '',
            fileKeys,
          });
          await queryClient.invalidateQueries({ queryKey: communityKeys.board(kind.board) });
          if (message) await alertDialog(message);
          navigate(
            hrefFor(kind.routes.detail, { basePath, search: { [kind.keyName]: String(data[kind.keyName]) } }),
            { replace: true },
          );
        }}
      />
    </CommunityPage>
  );
}

/** A kind's detail page: the question and its answer; whoever answers this kind answers it here. */
export function QuestionKindDetailPage<Key extends string>({ kind }: { kind: QuestionKindPages<Key> }) {
  const session = useMemberGuard({ needsDls: false });
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const key = keyParam(search, kind.keyName);
  const query = kind.useDetail(session ? key : null);
  const staff = useStaffMe();
  const queryClient = useQueryClient();
  if (!session) return null;
  const fromManage = search.get('from') === 'manage';
  const listHref = fromManage
    ? hrefFor('CommunityAnswerManage', { basePath, search: { tab: kind.manageTab } })
    : hrefFor(kind.routes.list, { basePath });
  const question = query.data;
  return (
    <CommunityPage title={kind.titles.list} width="narrow">
      {question ? (
        <QuestionDetailView
          question={question}
          kind={categoryLabel(kind.board, question)}
          listHref={listHref}
          neighbourHref={(neighbourKey) =>
            hrefFor(kind.routes.detail, {
              basePath,
              search: { [kind.keyName]: String(neighbourKey), ...(fromManage ? { from: 'manage' } : {}) },
            })
          }
          answerForm={
            kind.answerable(staff.data) ? (
              <AnswerForm
                withPublish={false}
                onAnswer={async (answer) => {
                  const { message } = await kind.answer(question[kind.keyName], answer);
                  await queryClient.invalidateQueries({ queryKey: communityKeys.board(kind.board) });
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
