// The language check's rule by itself (support/languagePurity.ts), without a browser.
import { describe, expect, it } from 'vitest';
import { impureWords } from '../support/languagePurity';

describe('impureWords', () => {
  it('finds any Chinese character in an English text', () => {
    expect(impureWords('Save changes', 'en')).toEqual([]);
    expect(impureWords('Default 策略组', 'en')).toEqual(['Default 策略组']);
  });

  it('finds Latin words in a Chinese text outside the allow-list, names and markup aside', () => {
    expect(impureWords('配置 API 密钥，调用 OpenAI 的 JSON 接口', 'zh')).toEqual([]);
    expect(impureWords('复制到 HTML 的 </body> 之前，画布由 React Flow 绘制', 'zh')).toEqual([]);
    expect(impureWords('发送者 User / Machine，x 轴', 'zh')).toEqual(['User', 'Machine']);
    expect(impureWords('Error building Component 提示词', 'zh')).toEqual(['Error', 'building', 'Component']);
    expect(impureWords('粘贴到 Claude Desktop 的 claude_desktop_config.json（通过 mcp-remote 连接，需要 Node.js）', 'zh')).toEqual([]);
    expect(impureWords('粘贴到 Cursor 的 .cursor/mcp.json（其他支持 Streamable HTTP 的客户端格式相同）', 'zh')).toEqual([]);
    expect(impureWords('Claude desktop config 文件', 'zh')).toEqual(['desktop', 'config']);
  });
});
