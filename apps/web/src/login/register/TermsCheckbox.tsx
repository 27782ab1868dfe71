import { Anchor, Checkbox, List, Modal, Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

const sections = ['account', 'use', 'content', 'data', 'changes'] as const;

interface TermsCheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  error: string | null;
}

/** "I have read and agree to the Terms of Service"; the link opens the terms in a dialog. */
export function TermsCheckbox({ checked, onChange, error }: TermsCheckboxProps) {
  const { t } = useTranslation('auth');
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <>
      <Checkbox
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        error={error}
        label={
          <>
            {t('register.agree')}{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={(event) => {
                // The link sits inside the checkbox label: reading the terms must not tick the box.
                event.preventDefault();
                open();
              }}
            >
              {t('register.terms')}
            </Anchor>
          </>
        }
      />
      <Modal opened={opened} onClose={close} title={t('terms.title')} size="lg" centered>
        <Stack gap="md">
          <List type="ordered" spacing="sm" size="sm">
            {sections.map((section) => (
              <List.Item key={section}>{t(`terms.sections.${section}`)}</List.Item>
            ))}
          </List>
          <Button onClick={close} style={{ alignSelf: 'flex-end' }}>
            {t('terms.close')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
