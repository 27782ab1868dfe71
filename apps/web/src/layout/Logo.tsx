import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from './BrandMark';

/** The brand mark as the way back to the marketplace. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <UnstyledButton component={Link} to="/explore" onClick={onNavigate} aria-label={t('nav.home')}>
      <BrandMark />
    </UnstyledButton>
  );
}
