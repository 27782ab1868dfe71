// The MCP endpoints and client configuration the 集成 tab shows.
import { describe, expect, it } from 'vitest';
import { mcpClientConfigs, mcpEndpoints, mcpServerName } from '../src/index';

describe('MCP endpoints', () => {
  it('serve every app the key may use, or one folder’s, on Langflow’s paths', () => {
    expect(mcpEndpoints('https://ai.example.com/')).toEqual({
      streamable: 'https://ai.example.com/api/v1/mcp/streamable',
      sse: 'https://ai.example.com/api/v1/mcp/sse',
    });
    expect(mcpEndpoints('https://ai.example.com', 'f 1')).toEqual({
      streamable: 'https://ai.example.com/api/v1/mcp/project/f%201/streamable',
      sse: 'https://ai.example.com/api/v1/mcp/project/f%201/sse',
    });
  });
});

describe('MCP client configuration', () => {
  it('gives streamable-HTTP clients the URL and the key header, and Claude Desktop an mcp-remote bridge', () => {
    const configs = mcpClientConfigs({ url: 'https://h/api/v1/mcp/streamable', serverName: 'my-apps', apiKey: 'sk-1' });
    expect(JSON.parse(configs.cursor)).toEqual({ mcpServers: { 'my-apps': { url: 'https://h/api/v1/mcp/streamable', headers: { 'x-api-key': 'sk-1' } } } });
    expect(JSON.parse(configs.claudeDesktop)).toEqual({
      mcpServers: {
        'my-apps': {
          command: 'npx',
          args: ['-y', 'mcp-remote', 'https://h/api/v1/mcp/streamable', '--header', 'x-api-key:${API_KEY}'],
          env: { API_KEY: 'sk-1' },
        },
      },
    });
  });

  it('names servers with characters every client accepts', () => {
    expect(mcpServerName('My Projects')).toBe('my-projects');
    expect(mcpServerName('我的项目')).toBe('apps');
  });
});
