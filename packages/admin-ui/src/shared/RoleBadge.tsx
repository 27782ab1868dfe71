import { roleName, type RoleName } from '@app/api-client';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const roleColour: Record<RoleName, string> = { user: 'gray', developer: 'blue', admin: 'grape' };

/** 普通用户 / 开发者用户 / 管理员 by the role thresholds of spec/1 section 6. */
export function RoleBadge({ role }: { role: number }) {
  const { t } = useTranslation('admin');
  const name = roleName(role);
  return (
    // Never cut to 普…: the badge keeps its full width (the table scrolls instead); English role
    // names keep their case, narrower than capitals.
    <Badge variant="light" color={roleColour[name]} tt="none" styles={{ label: { overflow: 'visible' } }}>
      {t(`roles.${name}`)}
    </Badge>
  );
}
