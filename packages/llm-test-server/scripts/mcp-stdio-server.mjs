// An MCP server on stdin and stdout, built with the SDK, for tests of MCP servers started as local
// commands. Its tools: `add` (two numbers) and `environment` (the value of an environment
// variable, so a test sees what the command was given and what it was not).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'test-stdio-tools', version: '1.0.0' });
server.registerTool('add', { description: 'Adds two numbers.', inputSchema: { a: z.number(), b: z.number() } }, async ({ a, b }) => ({
  content: [{ type: 'text', text: String(a + b) }],
}));
server.registerTool('environment', { description: 'Reads an environment variable.', inputSchema: { name: z.string() } }, async ({ name }) => ({
  content: [{ type: 'text', text: process.env[name] ?? '(unset)' }],
}));
await server.connect(new StdioServerTransport());
