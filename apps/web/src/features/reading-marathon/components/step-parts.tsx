import { MARATHON_COVERS, MARATHON_TYPES } from '@reading/contract/marathon/codes';
import type { ReactNode } from 'react';
import type { RouteName } from '../../../config/paths.ts';
import { marathonMessages as t } from '../../../messages/marathon.ts';
import './marathon.css';
import { LoginFirst as SharedLoginFirst } from '../../../components/ui/login-first.tsx';

/** The step route of a kind: CreateMarathonStep3specific, editMarathonStep3target… */
export function step3Route(mode: 'create' | 'edit', typeCode: string): RouteName {
  const route = MARATHON_TYPES.find((m) => m.code === typeCode)?.route ?? 'Step3target';
  return (mode === 'create' ? `CreateMarathon${route}` : `editMarathon${route}`) as RouteName;
}

/** Where the creation stands: the four steps, the current one marked for assistive technology. */
export function StepIndicator({ step }: { step: number }) {
  return (
    <ol className="marathon-steps" aria-label={t.stepsLabel}>
      {t.steps.map((label, i) => (
        <li
          key={label}
          className={i + 1 === step ? 'is-current' : i + 1 < step ? 'is-done' : undefined}
          aria-current={i + 1 === step ? 'step' : undefined}
        >
          <span className="marathon-steps__no" aria-hidden="true">
            {i + 1}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}

/** A ready-made cover (a drawn tile) or the uploaded image. */
export function Cover({
  imgType,
  imgKey,
  img,
  name,
}: {
  imgType: string;
  imgKey: string;
  img: string;
  name: string;
}) {
  if (imgType === '02' && img) return <img className="marathon-cover" src={img} alt="" />;
  const cover = MARATHON_COVERS.find((c) => c.key === imgKey) ?? MARATHON_COVERS[0];
  return (
    <span className={`marathon-cover marathon-cover--${cover.tone}`} aria-hidden="true">
      <span className="marathon-cover__name">{name ? <span lang="ko">{name}</span> : t.noCover}</span>
    </span>
  );
}

export function LoginFirst() {
  return <SharedLoginFirst title={t.loginNeeded} login={t.login} />;
}

/** A step's buttons row. */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className="community-form__actions marathon-step-actions">{children}</div>;
}
