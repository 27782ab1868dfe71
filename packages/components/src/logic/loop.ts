// Loop: runs the components behind "item" once per Data item and collects what comes back
// (Langflow's LoopComponent).
import { defineComponent } from '@app/engine';
import { toData } from '../values/data';

export const Loop = defineComponent({
  type: 'LoopComponent',
  display_name: '循环',
  description: '逐项处理数据列表，并汇总每一项的处理结果。',
  documentation:
    '循环对“输入”中的每一项数据依次运行一遍循环体：“当前项”输出连接循环体的第一个组件，循环体最后一个组件的输出再连回本组件的“当前项”，形成闭环。' +
    '每次迭代时“当前项”输出一条数据，循环体处理完后连回的值被收集起来；全部处理完后，“完成”输出按原顺序给出所有结果组成的数据列表，' +
    '并可继续连接解析器、聊天输出等组件。输入可以是数据、数据列表或消息列表，普通对象和文本会先转换成数据。列表为空时循环体不运行，“完成”输出空列表。' +
    '循环总是重新运行，不使用冻结的结果。',
  en: {
    display_name: 'Loop',
    description: 'Process a list of data item by item and collect the result of each.',
    documentation:
      'Loop runs its body once for each item of "Inputs": the "Item" output connects to the first component of the ' +
      "body, and the output of the body's last component connects back to this component's \"Item\", closing the loop. " +
      'Each iteration sends one item of data from "Item", and the value coming back from the body is collected; when ' +
      'all items are done, the "Done" output gives all the results, in their original order, as a list of data, to ' +
      'connect to a Parser, Chat Output and the like. The input can be data, a list of data or a list of messages; ' +
      'plain objects and text are turned into data first. With an empty list the body does not run and "Done" gives ' +
      'an empty list. A loop always runs again and never uses frozen results.',
  },
  icon: 'infinity',
  category: 'logic',
  inputs: [
    {
      type: 'other',
      name: 'data',
      display_name: '输入',
      info: '要逐项处理的数据列表。',
      en: { display_name: 'Inputs', info: 'The list of data to process item by item.' },
      input_types: ['DataFrame', 'Data'],
      list: true,
      required: true,
    },
  ],
  outputs: [
    { name: 'item', display_name: '当前项', en: { display_name: 'Item' }, types: ['Data'], method: 'item_output', allows_loop: true, group_outputs: true },
    { name: 'done', display_name: '完成', en: { display_name: 'Done' }, types: ['Data'], method: 'done_output', group_outputs: true },
  ],
  async run({ inputs, iterate, logger }) {
    const returned = await iterate('item', inputs.data.map(toData));
    // An iteration whose body sent nothing back adds nothing to the results.
    const done = returned.filter((value) => value !== undefined).map(toData);
    logger.log(`已完成 ${inputs.data.length} 次迭代`, { name: '完成', output: 'done' });
    return { done };
  },
});
