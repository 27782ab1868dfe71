// The node parameter modal (spec/3 section 2): title = display name with an ID badge; a table of
// every shown field, advanced ones included — name, description, value editor and whether the
// node shows it — and the outputs with whether the node shows them. A connected field or output
// keeps its visibility (无法更改已连接句柄的可见性).
import { canChangeFieldVisibility, canChangeOutputVisibility, isFieldConnected, type RuleResult } from '@app/flow-graph';
import { Badge, Group, Modal, Stack, Switch, Table, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MODAL_SIZES } from '../../modals/sizes';
import { useFlowStore, useFlowStoreApi } from '../../store/FlowStoreProvider';
import { asWorkflowEdges } from '../../store/graph';
import { NodeFieldEditor } from '../generic/NodeFieldEditor';
import { parameterFields } from '../nodeFields';
import { useNodeContent } from '../nodeSelectors';

export interface NodeParameterModalProps {
  opened: boolean;
  nodeId: string;
  onClose(): void;
}

const RULE_ALLOWED: RuleResult = { ok: true };

/** A visibility switch, locked with the rule's reason when the handle is connected. */
function VisibilitySwitch({ label, checked, rule, onChange }: { label: string; checked: boolean; rule: RuleResult; onChange(checked: boolean): void }) {
  const { t } = useTranslation('nodes');
  const toggle = <Switch aria-label={label} checked={checked} disabled={!rule.ok} onChange={(event) => onChange(event.currentTarget.checked)} />;
  if (rule.ok) return toggle;
  return (
    <Tooltip label={t(`rules.${rule.code}`, { defaultValue: rule.message })} withinPortal>
      <span>{toggle}</span>
    </Tooltip>
  );
}

export function NodeParameterModal({ opened, nodeId, onClose }: NodeParameterModalProps) {
  const { t } = useTranslation('nodes');
  const store = useFlowStoreApi();
  const node = useNodeContent(nodeId);
  const edges = asWorkflowEdges(useFlowStore((state) => state.edges));
  if (!node) return null;
  const component = node.data.node;
  const fields = parameterFields(component);
  const connected = new Set(fields.flatMap(([name]) => (isFieldConnected(nodeId, name, edges) ? [name] : [])));
  const outputs = component.outputs ?? [];

  const title = (
    <Group gap="xs">
      <Title order={4}>{component.display_name || node.data.type}</Title>
      <Badge variant="light" color="gray" tt="none">
        {t('parameters.id')}: {nodeId}
      </Badge>
    </Group>
  );
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={MODAL_SIZES.large}>
      <Stack gap="lg">
        {fields.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('parameters.noFields')}
          </Text>
        ) : (
          <Table layout="fixed" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="22%">{t('parameters.fieldName')}</Table.Th>
                <Table.Th w="30%">{t('parameters.description')}</Table.Th>
                <Table.Th>{t('parameters.value')}</Table.Th>
                <Table.Th w={72}>{t('parameters.show')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map(([name, field]) => {
                const label = field.display_name || name;
                return (
                  <Table.Tr key={name} data-node-field={name}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {label}
                        {field.required && (
                          <Text span c="red">
                            {' *'}
                          </Text>
                        )}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {field.info}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {/* A connected field takes its value from the edge. */}
                      <NodeFieldEditor nodeId={nodeId} name={name} field={field} node={component} disabled={connected.has(name)} />
                    </Table.Td>
                    <Table.Td>
                      {/* Shown on the node means not advanced: the node shows show && !advanced fields. */}
                      <VisibilitySwitch
                        label={t('parameters.showField', { name: label })}
                        checked={!field.advanced}
                        rule={connected.has(name) ? canChangeFieldVisibility(nodeId, name, edges) : RULE_ALLOWED}
                        onChange={(shown) => store.getState().patchField(nodeId, name, { advanced: !shown })}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {outputs.length > 0 && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('parameters.outputs')}
            </Text>
            <Table layout="fixed" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="40%">{t('parameters.output')}</Table.Th>
                  <Table.Th>{t('parameters.types')}</Table.Th>
                  <Table.Th w={72}>{t('parameters.show')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {outputs.map((output) => {
                  const label = output.display_name || output.name;
                  return (
                    <Table.Tr key={output.name} data-node-output={output.name}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {label}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" c="dimmed">
                          {output.types.join(', ')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <VisibilitySwitch
                          label={t('parameters.showOutput', { name: label })}
                          checked={!output.hidden}
                          rule={canChangeOutputVisibility(nodeId, output.name, edges)}
                          onChange={(shown) => store.getState().setOutputHidden(nodeId, output.name, !shown)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
