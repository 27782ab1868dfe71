import type { UserRead } from '@app/api-client';
import { Avatar, Group, Stack, Text } from '@mantine/core';

/** Avatar, nickname and email (or username) of a user, as in the user column. */
export function UserChip({ user }: { user: Pick<UserRead, 'name' | 'username' | 'email' | 'profile_image'> }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={user.profile_image} name={user.name || user.username} color="initials" size="sm" data-user-content />
      <Stack gap={0} miw={0} data-user-content>
        <Text size="sm" fw={500} truncate>
          {user.name || user.username}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {user.email ?? user.username}
        </Text>
      </Stack>
    </Group>
  );
}
