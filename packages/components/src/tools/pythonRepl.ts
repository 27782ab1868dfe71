// Python REPL (Langflow's PythonREPLComponent, 1.0's PythonREPLTool): runs Python code, mostly an
// agent's, and returns what it printed. The server runs it in WebAssembly (services.python), never
// on the host; a Python exception, a module beyond the standard library or the time running out
// fails the run (as a tool: the agent reads why).
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { createData } from '../values/data';
import type { PythonOutcome } from './pythonRunner';

const DEFAULT_TIMEOUT_S = 30;

/** Langflow's global imports: module names separated by commas. */
export function globalImports(value: string): string[] {
  return value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The printed text, or the reason as the component's error. */
export function outcomeText(outcome: PythonOutcome, timeoutS: number): string {
  switch (outcome.kind) {
    case 'ok':
      return outcome.output;
    case 'module':
      throw componentError('PYTHON_MODULE_UNAVAILABLE', { module: outcome.module });
    case 'timeout':
      throw componentError('PYTHON_TIMEOUT', { seconds: timeoutS });
    case 'error':
      throw componentError('PYTHON_ERROR', { detail: outcome.detail, output: outcome.output.slice(-2000) });
  }
}

export const PythonREPL = defineComponent({
  type: 'PythonREPLComponent',
  display_name: 'Python 解释器',
  description: '运行 Python 代码并返回它打印的内容。',
  documentation:
    'Python 解释器运行一段 Python 代码，输出代码用 print(...) 打印的全部内容。它最常作为智能体的工具：智能体写出代码，读取打印结果，用来计算、处理文本或数据。' +
    '代码在服务器上的 WebAssembly 沙箱（Pyodide）中运行：只能使用 Python 标准库，不能访问服务器的文件、网络或进程，内存和运行时间都有限制，超时的代码会被停止。' +
    '“全局导入”列出运行前导入的模块（以逗号分隔，如 math,json）。每次运行都从空的命名空间开始。代码出错时，运行失败并给出 Python 的错误信息。',
  en: {
    display_name: 'Python REPL',
    description: 'Run Python code and return what it printed.',
    documentation:
      'Python REPL runs a piece of Python code and outputs everything it printed with print(...). It is mostly an agent\'s tool: the agent writes ' +
      'the code and reads what it printed, to calculate or to work through text and data. The code runs in a WebAssembly sandbox (Pyodide) on ' +
      "the server: the Python standard library only, no access to the server's files, network or processes, limited memory and time; code that " +
      'runs out of time is stopped. "Global Imports" lists the modules imported before the code (separated by commas, such as math,json). Each ' +
      "run starts from an empty namespace. When the code fails, the run fails with Python's error.",
  },
  icon: 'square-terminal',
  category: 'tools',
  inputs: [
    {
      type: 'str',
      name: 'global_imports',
      display_name: '全局导入',
      info: '运行代码前导入的模块，以逗号分隔，如 math,json。',
      en: { display_name: 'Global Imports', info: "Modules imported before the code runs, separated by commas, such as 'math,json'." },
      value: 'math',
    },
    {
      type: 'str',
      name: 'python_code',
      display_name: 'Python 代码',
      info: '要运行的 Python 代码；用 print(...) 输出结果。',
      en: { display_name: 'Python Code', info: 'The Python code to run; print(...) what you want to see.' },
      input_types: ['Message'],
      multiline: true,
      tool_mode: true,
      required: true,
      value: "print('Hello, World!')",
    },
    {
      type: 'int',
      name: 'timeout',
      display_name: '超时（秒）',
      info: '代码最多运行多久，超时即停止。',
      en: { display_name: 'Timeout (s)', info: 'How long the code may run before it is stopped.' },
      value: DEFAULT_TIMEOUT_S,
      range_spec: { min: 1, max: 300, step: 1 },
      advanced: true,
    },
  ],
  outputs: [{ name: 'results', display_name: '结果', en: { display_name: 'Results' }, types: ['Data'], method: 'run_python_repl' }],
  async run({ inputs, services, signal, logger }) {
    const python = services.python;
    if (!python) throw componentError('PYTHON_UNAVAILABLE');
    const outcome = await python.run(inputs.python_code, { imports: globalImports(inputs.global_imports), timeoutMs: inputs.timeout * 1000, signal });
    const result = outcomeText(outcome, inputs.timeout);
    logger.log(result);
    return { results: createData({ result }, 'result') };
  },
});
