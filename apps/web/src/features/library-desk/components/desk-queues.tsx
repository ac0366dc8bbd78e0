import { deskFurnishDeclineSchema, deskIllRefuseSchema } from '@reading/contract/library/desk';
import {
  ILL_ACTION_NAMES,
  ILL_STATUS_NAMES,
  type IllAction,
  type IllItem,
} from '@reading/contract/library/ill';
import { Fragment, type ReactNode, useState } from 'react';
import { Facts, LoanRow, patronText } from '../../../components/library/facts.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { HiddenLabel, markData } from '../../../components/ui/marked.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { koreaDate } from '../../../lib/dates.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useLibraryAction } from '../../../lib/library/use-library-action.ts';
import { ko } from '../../../messages/ko.ts';
import { libraryMessages } from '../../../messages/library.ts';
import {
  acceptFurnish,
  type DeskQueue,
  type DeskQueueItem,
  declineFurnish,
  deskQueueKey,
  moveIll,
  useDeskQueue,
} from '../api/desk.ts';
import { illActionsFor } from '../lib/ill-actions.ts';

const t = libraryMessages;

type QueueViewProps<Q extends DeskQueue> = {
  libCode: string;
  queue: Q;
  label: string;
  render: (item: DeskQueueItem<Q>) => React.ReactNode;
};

/** One desk queue, a page at a time: its rows, or why there are none. */
function QueueView<Q extends DeskQueue>({ libCode, queue, label, render }: QueueViewProps<Q>) {
  const [page, setPage] = useState(1);
  const query = useDeskQueue(libCode, queue, page);
  if (query.isError) return <p className="lib-empty">{query.error?.message || t.status.loadFailed}</p>;
  if (!query.data) return <p>{ko.common.loading}</p>;
  const list: DeskQueueItem<Q>[] = query.data.list;
  return (
    <>
      {list.length ? (
        <ul className="lib-list">{list.map(render)}</ul>
      ) : (
        <p className="lib-empty">{t.desk.empty}</p>
      )}
      <Pagination page={page} totalPage={query.data.totalPage} onPage={setPage} label={label} />
    </>
  );
}

function LoansQueue({ libCode, queue }: { libCode: string; queue: 'loans' | 'overdue' }) {
  return (
    <QueueView
      libCode={libCode}
      queue={queue}
      label={queue === 'loans' ? t.desk.libraryLoans : t.desk.overdue}
      render={(loan) => (
        <LoanRow
          key={loan.loanKey}
          loan={loan}
          facts={[
            [t.columns.patron, patronText(loan.patron), 'data'],
            [t.columns.regNo, loan.regNo],
            [t.columns.loanDate, loan.loanDate],
            [t.columns.dueDate, loan.dueDate],
          ]}
        />
      )}
    />
  );
}

function HoldsQueue({ libCode }: { libCode: string }) {
  return (
    <QueueView
      libCode={libCode}
      queue="holds"
      label={t.desk.holds}
      render={(hold) => (
        <li key={hold.rsvtKey} className="lib-item">
          <div>
            <p className="lib-item__title" lang="ko">
              {hold.title}
            </p>
            <Facts
              items={[
                [t.columns.patron, patronText(hold.patron), 'data'],
                [t.columns.regNo, hold.regNo],
                [t.columns.pickupUntil, hold.pickupUntil],
              ]}
            />
          </div>
        </li>
      )}
    />
  );
}

/** A reason field and its button, for declining a wish book or refusing an inter-library loan. */
/** A reason typed beside one item (decline, refuse), checked by the contract's rule for that reason. */
function ReasonForm({
  label,
  button,
  schema,
  onSubmit,
  busy,
}: {
  label: ReactNode;
  button: string;
  schema: typeof deskFurnishDeclineSchema;
  busy: boolean;
  onSubmit: (reason: string) => void;
}) {
  const form = useSchemaForm(schema, { defaultValues: { reason: '' } });
  return (
    <form
      className="lib-form desk-reason"
      noValidate
      onSubmit={(e) => void form.handleSubmit(({ reason }) => onSubmit(reason))(e)}
    >
      <Field label={label} error={fieldError(form.formState.errors.reason)}>
        {(control) => <input {...control} maxLength={200} {...form.register('reason')} />}
      </Field>
      <button type="submit" className="lib-action lib-action--danger" disabled={busy}>
        {button}
      </button>
    </form>
  );
}

function FurnishQueue({ libCode }: { libCode: string }) {
  const { busy, run } = useLibraryAction(deskQueueKey(libCode));
  return (
    <QueueView
      libCode={libCode}
      queue="furnish"
      label={t.desk.wishBooks}
      render={(item) => (
        <li key={item.requestKey} className="lib-item">
          <div>
            <p className="lib-item__title" lang="ko">
              {item.title}
            </p>
            <Facts
              items={[
                [t.columns.author, item.author, 'data'],
                [t.columns.patron, patronText(item.patron), 'data'],
                [t.columns.requestedAt, koreaDate(item.requestedAt)],
                [t.columns.reason, item.memo, 'data'],
              ]}
            />
          </div>
          <div className="lib-item__side">
            <HiddenLabel id={`accept-${item.requestKey}`}>
              {markData(t.desk.acceptLabel, item.title)}
            </HiddenLabel>
            <button
              type="button"
              className="lib-action lib-action--primary"
              disabled={busy}
              aria-labelledby={`accept-${item.requestKey}`}
              onClick={() => void run(() => acceptFurnish(libCode, item.requestKey), t.desk.accept)}
            >
              {t.desk.accept}
            </button>
          </div>
          <div className="lib-item__note">
            <ReasonForm
              label={markData(t.desk.declineReasonFor, item.title)}
              button={t.desk.decline}
              schema={deskFurnishDeclineSchema}
              busy={busy}
              onSubmit={(reason) =>
                void run(() => declineFurnish(libCode, item.requestKey, reason), t.desk.decline)
              }
            />
          </div>
        </li>
      )}
    />
  );
}

function IllRow({
  item,
  libCode,
  busy,
  onMove,
}: {
  item: IllItem;
  libCode: string;
  busy: boolean;
  onMove: (a: IllAction, reason?: string) => void;
}) {
  const actions = illActionsFor(item, libCode);
  const side = item.lendingLibCode === libCode ? t.desk.lending : t.desk.borrowing;
  return (
    <li className="lib-item">
      <div>
        <p className="lib-item__title" lang="ko">
          {item.title}
        </p>
        <Facts
          items={[
            [t.desk.lending, item.lendingLibName, 'data'],
            [t.desk.borrowing, item.borrowingLibName, 'data'],
            [t.columns.patron, patronText(item.patron), 'data'],
            [t.columns.regNo, item.regNo],
            [t.columns.reason, item.refuseReason, 'data'],
          ]}
        />
      </div>
      <div className="lib-item__side">
        <span className="lib-mark lib-mark--info">{`${side} · ${ILL_STATUS_NAMES[item.status]}`}</span>
        {actions
          .filter((a) => a !== 'refuse')
          .map((action) => (
            <Fragment key={action}>
              <HiddenLabel id={`ill-${item.illKey}-${action}`}>
                {markData((title: string) => t.desk.actionLabel(title, ILL_ACTION_NAMES[action]), item.title)}
              </HiddenLabel>
              <button
                type="button"
                className="lib-action lib-action--primary"
                disabled={busy}
                aria-labelledby={`ill-${item.illKey}-${action}`}
                onClick={() => onMove(action)}
              >
                {ILL_ACTION_NAMES[action]}
              </button>
            </Fragment>
          ))}
      </div>
      {actions.includes('refuse') ? (
        <div className="lib-item__note">
          <ReasonForm
            label={markData(t.desk.refuseReasonFor, item.title)}
            button={ILL_ACTION_NAMES.refuse}
            schema={deskIllRefuseSchema}
            busy={busy}
            onSubmit={(reason) => onMove('refuse', reason)}
          />
        </div>
      ) : null}
    </li>
  );
}

function IllQueue({ libCode }: { libCode: string }) {
  const { busy, run } = useLibraryAction(deskQueueKey(libCode));
  return (
    <QueueView
      libCode={libCode}
      queue="ill"
      label={t.desk.ill}
      render={(item) => (
        <IllRow
          key={item.illKey}
          item={item}
          libCode={libCode}
          busy={busy}
          onMove={(action, reason) =>
            void run(() => moveIll(libCode, item.illKey, action, reason), ILL_ACTION_NAMES[action])
          }
        />
      )}
    />
  );
}

/** The desk's work lists: loans, the holds shelf, overdue loans, the wish-book and ILL queues. */
export function DeskQueues({ libCode }: { libCode: string }) {
  return (
    <Tabs
      label={t.desk.queuesLabel}
      items={[
        { id: 'loans', label: t.desk.libraryLoans, panel: <LoansQueue libCode={libCode} queue="loans" /> },
        { id: 'holds', label: t.desk.holds, panel: <HoldsQueue libCode={libCode} /> },
        { id: 'overdue', label: t.desk.overdue, panel: <LoansQueue libCode={libCode} queue="overdue" /> },
        { id: 'furnish', label: t.desk.wishBooks, panel: <FurnishQueue libCode={libCode} /> },
        { id: 'ill', label: t.desk.ill, panel: <IllQueue libCode={libCode} /> },
      ]}
    />
  );
}
