import { roleName, type RoleName } from '@app/api-client';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const roleColour: Record<RoleName, string> = { user: 'gray', developer: 'blue', admin: 'grape' };

/** 普通用户 / 开发者用户 / 管理员 by the role thresholds of spec/1 section 6. */
export function RoleBadge({ role }: { role: number }) {
  const { t } = useTranslation('admin');
  const name = roleName(role);
  return (
    <Badge variant="light" color={roleColour[name]}>
      {t(`roles.${name}`)}
    </Badge>
  );
}
