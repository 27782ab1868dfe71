// Suggested questions (the UI Output component's suggestions, spec/2): a chip with a url opens it
// in a new tab, any other chip sends its name as a message.
import { Button, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

export interface ChatSuggestion {
  name: string;
  url?: string | null;
}

export interface SuggestionChipsProps {
  suggestions: readonly ChatSuggestion[];
  /** Receives the name of a chip without a url, to send it. */
  onPick(text: string): void;
  disabled?: boolean;
}

export function SuggestionChips({ suggestions, onPick, disabled }: SuggestionChipsProps) {
  if (suggestions.length === 0) return null;
  return (
    <Group gap="xs" justify="center">
      {suggestions.map((suggestion, index) =>
        suggestion.url ? (
          <Button
            key={index}
            component="a"
            href={suggestion.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            radius="xl"
            size="xs"
            rightSection={<IconExternalLink size={12} />}
            data-user-content
          >
            {suggestion.name}
          </Button>
        ) : (
          <Button key={index} variant="default" radius="xl" size="xs" disabled={disabled} onClick={() => onPick(suggestion.name)} data-user-content>
            {suggestion.name}
          </Button>
        ),
      )}
    </Group>
  );
}
