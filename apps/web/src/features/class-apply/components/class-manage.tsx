import {
  type ClassListResponse,
  type ClassRef,
  classSaveRequestSchema,
  type ManagedClass,
} from '@reading/contract/teachersupport/class-manage';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { LoginFirst } from '../../../components/ui/login-first.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { classManageMessages as t } from '../../../messages/class-manage.ts';
import { ROUTE_TITLES as routeTitles } from '../../../messages/route-titles.ts';
import { PupilApproval } from '../../pupil-verification/public.ts';
import { classKeys, removeClass, saveClass, useManagedClasses } from '../api/classes.ts';
import { ClassStudents } from './class-students.tsx';
import { QueryState } from './lesson-shared.tsx';
import '../class-manage.css';

type SchoolClasses = ClassListResponse['data']['schoolClasses'];
const keyOf = (c: ClassRef) => `${c.grade}-${c.classNo}`;

/** Sends one change, tells a refusal, reloads the classes. */
function useClassAction() {
  const queryClient = useQueryClient();
  return async (send: () => Promise<unknown>) => {
    try {
      await send();
      return true;
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : String(error));
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: classKeys.all });
    }
  };
}

/** ClassManage (decision 153): a teacher's classes with their figures, a class's pupils, adding classes. */
export function ClassManagePage() {
  const session = useSession();
  const classes = useManagedClasses(Boolean(session));
  const [open, setOpen] = useState<ClassRef | null>(null);
  return (
    <CommunityPage title={routeTitles.ClassManage} lead={t.lead}>
      {!session ? (
        <LoginFirst title={t.loginNeeded} login={t.login} />
      ) : (
        <QueryState query={classes}>
          {(data) => (
            <div className="class-manage">
              <p className="class-manage__school">
                {markData((school: string) => t.schoolLine(school, data.monthStart), data.schName)}
              </p>
              <section aria-labelledby="class-manage-mine">
                <h2 id="class-manage-mine" className="class-manage__title">
                  {t.myClasses}
                </h2>
                {data.list.length === 0 ? (
                  <p className="board-state">{t.empty}</p>
                ) : (
                  <ul className="class-cards">
                    {data.list.map((c) => (
                      <ClassCard
                        key={keyOf(c)}
                        klass={c}
                        open={open !== null && keyOf(open) === keyOf(c)}
                        onOpen={() => setOpen(c)}
                        onRemoved={() => setOpen((o) => (o && keyOf(o) === keyOf(c) ? null : o))}
                      />
                    ))}
                  </ul>
                )}
              </section>
              <PupilApproval />
              {open && data.list.some((c) => keyOf(c) === keyOf(open)) ? (
                <ClassStudents klass={open} onClose={() => setOpen(null)} />
              ) : null}
              <AddClass
                schoolClasses={data.schoolClasses.filter(
                  (s) => !data.list.some((c) => keyOf(c) === keyOf(s)),
                )}
              />
            </div>
          )}
        </QueryState>
      )}
    </CommunityPage>
  );
}

function ClassCard({
  klass,
  open,
  onOpen,
  onRemoved,
}: {
  klass: ManagedClass;
  open: boolean;
  onOpen: () => void;
  onRemoved: () => void;
}) {
  const act = useClassAction();
  const name = t.klass(klass.grade, klass.classNo);
  const f = t.figures;
  const figures: [string, string, boolean][] = [
    [f.students, t.people(klass.studentCount), false],
    [f.loans, t.books(klass.loanCount), false],
    [f.overdue, t.people(klass.overdueStudentCount), klass.overdueStudentCount > 0],
    [f.month, t.items(klass.monthActivityCount), false],
    [f.awaiting, t.items(klass.awaitingReviewCount), klass.awaitingReviewCount > 0],
    [f.unlinked, t.people(klass.unlinkedCardCount), false],
  ];
  return (
    <li className={`class-card${open ? ' class-card--open' : ''}`}>
      <h3 className="class-card__title">
        {name}
        {klass.homeroomYn === 'Y' ? <span className="class-card__badge">{t.homeroom}</span> : null}
      </h3>
      <dl className="class-card__figures">
        {figures.map(([label, value, alert]) => (
          <div key={label} className={alert ? 'class-card__figure--alert' : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="class-card__actions">
        <Button aria-expanded={open} aria-controls="class-students" onClick={onOpen}>
          {t.showStudents(name)}
        </Button>
        {klass.homeroomYn === 'N' ? (
          <Button
            variant="secondary"
            onClick={() => void act(() => saveClass({ ...klass, homeroomYn: 'Y' }))}
          >
            {t.makeHomeroom(name)}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() =>
            void (async () => {
              if (!(await confirmDialog(t.removeConfirm(name)))) return;
              if (await act(() => removeClass(klass))) onRemoved();
            })()
          }
        >
          {t.remove(name)}
        </Button>
      </div>
    </li>
  );
}

/** Adds a class of the school: grade, then a class of that grade, and whether it is the homeroom. */
function AddClass({ schoolClasses }: { schoolClasses: SchoolClasses }) {
  const act = useClassAction();
  const form = useSchemaForm(classSaveRequestSchema, {
    defaultValues: { grade: '' as unknown as number, classNo: '' as unknown as number, homeroomYn: 'N' },
  });
  const e = form.formState.errors;
  const grade = Number(form.watch('grade')) || 0;
  const grades = [...new Set(schoolClasses.map((c) => c.grade))];
  const classNos = schoolClasses.filter((c) => c.grade === grade).map((c) => c.classNo);
  return (
    <section className="class-manage__add" aria-labelledby="class-manage-add">
      <h2 id="class-manage-add" className="class-manage__title">
        {t.add.title}
      </h2>
      {schoolClasses.length === 0 ? (
        <p className="board-state">{t.add.none}</p>
      ) : (
        <form
          className="class-manage__form"
          noValidate
          onSubmit={(ev) =>
            void form.handleSubmit(async (v) => {
              if (await act(() => saveClass(v))) form.reset();
            })(ev)
          }
        >
          <Field label={t.add.grade} required error={fieldError(e.grade)}>
            {(control) => (
              <select
                {...control}
                {...form.register('grade', {
                  onChange: () => form.setValue('classNo', '' as unknown as number),
                })}
              >
                <option value="">{t.add.choose}</option>
                {grades.map((g) => (
                  <option key={g} value={g}>
                    {t.add.gradeOption(g)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.add.classNo} required error={fieldError(e.classNo)}>
            {(control) => (
              <select {...control} {...form.register('classNo')} disabled={!grade}>
                <option value="">{t.add.choose}</option>
                {classNos.map((n) => (
                  <option key={n} value={n}>
                    {t.add.classOption(n)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className="class-manage__check">
            <input
              type="checkbox"
              checked={form.watch('homeroomYn') === 'Y'}
              onChange={(ev) => form.setValue('homeroomYn', ev.target.checked ? 'Y' : 'N')}
            />
            {t.add.homeroom}
          </label>
          <Button type="submit">{t.add.submit}</Button>
        </form>
      )}
    </section>
  );
}
