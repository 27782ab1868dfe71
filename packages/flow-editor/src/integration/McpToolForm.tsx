// The app's tool in MCP clients (issue 22): the name and description a model sees, saved with the
// flow. Empty fields fall back to what the server derives (shown as placeholders); the rules are
// flow-graph's, checked here before saving and by the server again (its coded refusal is worded too).
import { ApiError } from '@app/api-client';
import { checkMcpToolDescription, checkMcpToolName, MCP_TOOL_DESCRIPTION_MAX_LENGTH, MCP_TOOL_NAME_MAX_LENGTH, mcpToolNameOf, type FlowRecord, type RuleResult } from '@app/flow-graph';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';

export interface McpToolFormProps {
  flow: FlowRecord;
  /** The store id, part of the derived name when the app's name has no usable characters. */
  storeId: string;
  onSaved(flow: FlowRecord): void;
}

type Problems = { name?: string; description?: string };

/** The server's derived default (mcpApps.ts names a tool so), shown as the placeholder. */
export function defaultToolName(flow: Pick<FlowRecord, 'name'>, storeId: string): string {
  return mcpToolNameOf(flow.name, `app_${storeId.slice(0, 8)}`);
}

export function McpToolForm({ flow, storeId, onSaved }: McpToolFormProps) {
  const { t } = useTranslation('integration');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const [name, setName] = useState(flow.action_name ?? '');
  const [description, setDescription] = useState(flow.action_description ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const worded = (verdict: RuleResult) => (verdict.ok ? undefined : t(`mcp.rules.${verdict.code}`, { max: verdict.code === 'MCP_TOOL_NAME_TOO_LONG' ? MCP_TOOL_NAME_MAX_LENGTH : MCP_TOOL_DESCRIPTION_MAX_LENGTH }));

  const save = async () => {
    const found = { name: worded(checkMcpToolName(name.trim())), description: worded(checkMcpToolDescription(description.trim())) };
    setProblems(found);
    if (found.name || found.description) return;
    setSaving(true);
    try {
      const saved = await api.flows.update(flow.id, { action_name: name.trim() || null, action_description: description.trim() || null });
      toasts.succeeded(t('mcp.saved'));
      onSaved(saved);
    } catch (error) {
      const rule = error instanceof ApiError ? error.params?.rule : undefined;
      if (rule?.startsWith('MCP_TOOL_NAME')) setProblems({ name: t(`mcp.rules.${rule}`, { max: MCP_TOOL_NAME_MAX_LENGTH }) });
      else if (rule?.startsWith('MCP_TOOL_DESCRIPTION')) setProblems({ description: t(`mcp.rules.${rule}`, { max: MCP_TOOL_DESCRIPTION_MAX_LENGTH }) });
      else toasts.failed(t('mcp.saveFailed'), error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('mcp.toolName')}
          description={t('mcp.toolNameHint')}
          placeholder={defaultToolName(flow, storeId)}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={problems.name}
          maw={480}
        />
        <Textarea
          label={t('mcp.toolDescription')}
          description={t('mcp.toolDescriptionHint')}
          placeholder={flow.description || flow.name}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={problems.description}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Group>
          <Button type="submit" loading={saving}>
            {t('mcp.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
