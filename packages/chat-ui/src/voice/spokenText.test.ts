import { describe, expect, it } from 'vitest';
import { spokenText } from './spokenText';

describe('spokenText', () => {
  it('leaves out reasoning, code, tables rules, images and markdown marks', () => {
    const reply = '<think>先想想</think>今天北京**晴**，[详情](https://x.example)：\n\n| 时间 | 温度 |\n|---|---|\n| 上午 | 22°C |\n\n```python\nprint(1)\n```\n![图](a.png)';
    expect(spokenText(reply)).toBe('今天北京 晴 ，详情：\n时间 温度\n上午 22°C');
  });

  it('drops an unfinished thinking block and keeps plain text as it is', () => {
    expect(spokenText('<think>还在想')).toBe('');
    expect(spokenText('Hello there.')).toBe('Hello there.');
  });
});
