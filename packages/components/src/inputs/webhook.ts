// Webhook: the JSON body an external system POSTs to the flow's webhook endpoint (Langflow's
// WebhookComponent). The server puts the request body into `data` before the build.
import { defineComponent } from '@app/engine';
import { createData, isPlainObject } from '../values/data';

export const Webhook = defineComponent({
  type: 'Webhook',
  display_name: 'Webhook',
  description: '接收外部系统通过 HTTP POST 发送的数据。',
  documentation:
    'Webhook 让外部系统触发流程：向 /api/v1/webhook/{流程 ID 或端点名称} 发送 POST 请求时，请求体会填入“负载”，然后运行流程。' +
    '负载是 JSON 对象时，输出“数据”的字段就是该对象的字段；是数组或其他 JSON 值时放在 payload 字段中；' +
    '不是合法 JSON 时原文放在 payload 字段中，并在日志中提示格式错误；负载为空时输出空数据。' +
    '在编辑器中可以手动填写负载来测试流程。一个流程中只能有一个 Webhook 组件。',
  en: {
    display_name: 'Webhook',
    description: 'Receive data an external system sends with an HTTP POST.',
    documentation:
      'A Webhook lets an external system trigger the flow: a POST to /api/v1/webhook/{flow ID or endpoint name} puts ' +
      'the request body into "Payload" and runs the flow. When the payload is a JSON object, the fields of the "Data" ' +
      'output are its fields; an array or another JSON value goes into the payload field; text that is not valid JSON ' +
      'goes into the payload field as it is, with a note in the logs; an empty payload gives empty data. In the ' +
      'editor you can type a payload by hand to test the flow. A flow can have only one Webhook.',
  },
  icon: 'webhook',
  category: 'inputs',
  io: { role: 'input', channel: 'webhook' },
  inputs: [
    {
      type: 'str',
      name: 'data',
      display_name: '负载',
      info: '外部系统通过 HTTP POST 发送的数据，通常是 JSON。',
      en: { display_name: 'Payload', info: 'The data an external system sends with an HTTP POST, usually JSON.' },
      multiline: true,
      input_types: [],
      value: '',
    },
  ],
  outputs: [{ name: 'output_data', display_name: '数据', en: { display_name: 'Data' }, types: ['Data'], method: 'build_data' }],
  run({ inputs, logger }) {
    if (inputs.data.trim() === '') {
      logger.log('未收到数据。');
      return { output_data: createData({}) };
    }
    let body: unknown;
    try {
      body = JSON.parse(inputs.data);
    } catch {
      // Langflow keeps a malformed payload rather than failing: the caller's text is still useful.
      logger.log(`负载不是合法的 JSON，已原样放入 payload 字段。\n\n${inputs.data}`);
      return { output_data: createData({ payload: inputs.data }) };
    }
    const output_data = createData(isPlainObject(body) ? body : { payload: body });
    logger.log(output_data);
    return { output_data };
  },
});
