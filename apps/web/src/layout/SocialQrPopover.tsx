import { ActionIcon, Center, Image, Loader, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qrCodeDataUrl } from './qrCode';

const QR_SIZE = 168;

export function SocialQrPopover({ url }: { url: string }) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const [image, setImage] = useState<{ url: string; src: string } | null>(null);
  const src = image?.url === url ? image.src : null;

  useEffect(() => {
    if (!opened || src) return;
    let current = true;
    qrCodeDataUrl(url).then((dataUrl) => {
      if (current) setImage({ url, src: dataUrl });
    });
    return () => {
      current = false;
    };
  }, [opened, src, url]);

  return (
    <Popover opened={opened} onChange={setOpened} position="top" withArrow shadow="md">
      <Popover.Target>
        <Tooltip label={t('footer.social')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('footer.social')} onClick={() => setOpened((o) => !o)}>
            <IconQrcode size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" align="center">
          {src ? (
            <Image src={src} w={QR_SIZE} h={QR_SIZE} alt={t('footer.socialQrAlt')} />
          ) : (
            <Center w={QR_SIZE} h={QR_SIZE}>
              <Loader size="sm" />
            </Center>
          )}
          <Text size="xs" c="dimmed">
            {t('footer.socialHint')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
