import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './LanguageButton';

// The menu and its tooltip (Mantine's floating layer) load on first use, so the sign-in page opens
// without them; pointing at the button (or focusing it) starts the load before the click.
const LanguageMenu = lazy(() => import('./LanguageMenu').then((m) => ({ default: m.LanguageMenu })));

export function LanguageSwitch() {
  const [wanted, setWanted] = useState(false);
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
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu hovered={hovered} clicked={clicked} focused={focused} />
    </Suspense>
  );
}
