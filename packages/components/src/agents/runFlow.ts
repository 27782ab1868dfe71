// Run Flow: runs another flow of the same owner with an input and sends on what its chat output
// said (Langflow's RunFlowComponent). In tool mode an agent picks the input.
import { defineComponent, type TemplateUpdate } from '@app/engine';
import type { NodeTemplate } from '@app/flow-graph';
import { componentError } from '../messages';
import { createMessageValue } from '../values/message';

/** The flow dropdown filled with the user's flows when its refresh button is pressed. */
async function flowOptions({ template, field, services }: TemplateUpdate): Promise<{ template?: NodeTemplate }> {
  const runner = services?.flowRunner;
  const current = template.flow_name_selected;
  if (field !== 'flow_name_selected' || !runner || typeof current !== 'object') return {};
  const flows = await runner.list();
  return { template: { ...template, flow_name_selected: { ...current, options: flows.map((flow) => flow.name) } } };
}

export const RunFlow = defineComponent({
  type: 'RunFlow',
  display_name: '运行流程',
  description: '运行你的另一个流程，并输出它的回答。',
  documentation:
    '运行流程把“输入”发送给所选流程的聊天输入，运行该流程，并把它的聊天输出的文本作为“流程输出”消息发出（有多个聊天输出时逐行连接）。' +
    '“流程”可以点击刷新按钮从你的流程中选择，也可以直接填写流程名称或 ID；只能运行自己的流程。' +
    '被运行的流程使用本次运行的会话（或“会话 ID”指定的会话），它的消息和运行记录保存在该流程下。' +
    '流程可以通过运行流程调用其他流程，但嵌套最多 5 层，以免流程互相调用而无限运行。' +
    '打开工具模式后，智能体可以把这个流程当作工具使用：它填写“输入”，读到流程的回答。建议在工具表中写清这个流程能做什么。',
  en: {
    display_name: 'Run Flow',
    description: 'Run another of your flows and output its answer.',
    documentation:
      'Run Flow sends its "Input" to the chat input of the chosen flow, runs that flow and sends the text of its chat output on as the "Flow Output" ' +
      'message (the texts of several chat outputs joined line by line). Choose the "Flow" from your flows with the refresh button, or type the name ' +
      'or ID of a flow; only your own flows can be run. The flow runs in the session of this run (or the one given in "Session ID"), and its ' +
      'messages and run records are kept under that flow. A flow can run other flows through Run Flow, but at most 5 levels deep, so that flows ' +
      'calling each other cannot run forever. With tool mode on, an agent can use the flow as a tool: it fills in the "Input" and reads the answer ' +
      'of the flow. Say in the tools table what the flow can do.',
  },
  icon: 'Workflow',
  category: 'logic',
  inputs: [
    {
      type: 'str',
      name: 'flow_name_selected',
      display_name: '流程',
      info: '要运行的流程：点击刷新按钮从你的流程中选择，或填写流程名称或 ID。',
      en: { display_name: 'Flow', info: 'The flow to run: choose one of your flows with the refresh button, or type its name or ID.' },
      options: [],
      combobox: true,
      refresh_button: true,
      required: true,
    },
    {
      type: 'str',
      name: 'input_value',
      display_name: '输入',
      info: '发送给所选流程聊天输入的文本。',
      en: { display_name: 'Input', info: 'The text sent to the chat input of the chosen flow.' },
      input_types: ['Message'],
      multiline: true,
      tool_mode: true,
      value: '',
    },
    {
      type: 'str',
      name: 'session_id',
      display_name: '会话 ID',
      info: '被运行的流程使用的会话；留空时使用本次运行的会话。',
      en: { display_name: 'Session ID', info: "The session the flow runs in; empty uses this run's session." },
      input_types: ['Message'],
      advanced: true,
      value: '',
    },
  ],
  outputs: [{ name: 'flow_outputs_message', display_name: '流程输出', en: { display_name: 'Flow Output' }, types: ['Message'], method: 'run_flow' }],
  updateTemplate: flowOptions,
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const runner = services.flowRunner;
    if (!runner) throw componentError('RUN_FLOW_UNAVAILABLE');
    const flow = inputs.flow_name_selected.trim();
    if (flow === '') throw componentError('RUN_FLOW_NONE');
    const result = await runner
      .run({ flow, input: inputs.input_value, sessionId: inputs.session_id || context.sessionId, signal })
      .catch((error: unknown) => {
        if (signal.aborted) throw signal.reason;
        throw componentError('RUN_FLOW_FAILED', { flow, detail: error instanceof Error ? error.message : String(error) });
      });
    logger.log(`运行了流程“${result.flowName}”（${result.flowId}）`);
    return { flow_outputs_message: createMessageValue(context, { text: result.text }) };
  },
});
