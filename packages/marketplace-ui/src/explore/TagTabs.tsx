// The marketplace's tag tabs: 全部 first, then the categories and any other tag in use, as
// store/list_tags answers them (the categories until it has answered).
import { STORE_ALL_TAG, STORE_CATEGORIES } from '@app/api-client';
import { Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketplace } from '../context/MarketplaceProvider';
import { tagLabelKey } from './tagLabel';

export interface TagTabsProps {
  tag: string;
  onChange(tag: string): void;
}

export function TagTabs({ tag, onChange }: TagTabsProps) {
  const { t } = useTranslation('marketplace');
  const { api } = useMarketplace();
  const [tags, setTags] = useState<readonly string[]>(STORE_CATEGORIES);
  useEffect(() => {
    let live = true;
    api.listTags().then(
      (answer) => live && setTags(answer.tags.map((entry) => entry.name)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  const all = [STORE_ALL_TAG, ...tags.filter((name) => name !== STORE_ALL_TAG)];
  return (
    <Tabs value={tag} onChange={(next) => next && onChange(next)} aria-label={t('explore.tabs')}>
      <Tabs.List>
        {all.map((name) => {
          const key = tagLabelKey(name);
          return (
            <Tabs.Tab key={name} value={name}>
              {key ? t(key) : name}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
