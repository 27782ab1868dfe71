import { lazy, startTransition, Suspense, useState } from 'react';
import { LanguageButton } from './LanguageButton';

// The menu and its tooltip (Mantine's floating layer) load on first use, so the sign-in page opens
// without them; pointing at the button (or focusing it) starts the load before the click. The load
// is a transition: the button stays in the page until the menu is there, so a click that follows
// the pointer at once lands on it (a fallback in its place would swallow that click).
const LanguageMenu = lazy(() => import('./LanguageMenu').then((m) => ({ default: m.LanguageMenu })));

export function LanguageSwitch() {
  const [wanted, setWantedNow] = useState(false);
  const setWanted = (value: boolean) => startTransition(() => setWantedNow(value));
  const [hovered, setHovered] = useState(false);
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  const button = (
    <LanguageButton
      onPointerEnter={() => {
        setWanted(true);
        setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        setWanted(true);
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setWanted(true);
        setClicked(true);
      }}
    />
  );
  return <Suspense fallback={button}>{wanted ? <LanguageMenu hovered={hovered} clicked={clicked} focused={focused} /> : button}</Suspense>;
}
