import { Alert, Code, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface CodeProblemSection {
  /** A heading for the list (imports, function), or none. */
  heading?: string;
  lines: string[];
}

export interface CodeProblemProps {
  title: string;
  sections: CodeProblemSection[];
}

/** Why a check failed, kept in the modal: the error title and each error or traceback in full. */
export function CodeProblem({ title, sections }: CodeProblemProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle size={18} />} role="alert">
      <Stack gap="xs">
        {sections.map((section, index) => (
          <Stack key={section.heading ?? index} gap={4}>
            {section.heading && (
              <Text size="sm" fw={600}>
                {section.heading}
              </Text>
            )}
            {section.lines.map((line, lineIndex) => (
              <Code key={lineIndex} block style={{ whiteSpace: 'pre-wrap' }}>
                {line}
              </Code>
            ))}
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
