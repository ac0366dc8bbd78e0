import { signupMessages } from '../../../messages/signup.ts';

/** A step's buttons: back (when there is a step before) and the submit of the step's form. */
export function StepActions({ back, submit }: { back?: () => void; submit: string }) {
  return (
    <div className="signup-actions">
      {back ? (
        <button type="button" onClick={back}>
          {signupMessages.back}
        </button>
      ) : null}
      <button type="submit" className="signup-primary">
        {submit}
      </button>
    </div>
  );
}
