import { useState } from 'react';
import { initialLoginStep, nextLoginStep, rememberLoginStep, type LoginStep, type LoginStepEvent } from './loginSteps';

/** The current step of the login screen and the way to move on; every move updates the stored flag. */
export function useLoginStep(): [LoginStep, (event: LoginStepEvent) => void] {
  const [step, setStep] = useState(initialLoginStep);
  const go = (event: LoginStepEvent) => {
    const next = nextLoginStep(step, event);
    rememberLoginStep(next);
    setStep(next);
  };
  return [step, go];
}
