-- Drives the chunklens server in Neovim once the Markdown file given on the command line is open: waits for its
-- diagnostics, then asks for inlay hints (raw: Neovim 0.7 has no inlay hint display), a hover, folding ranges and
-- document symbols, and writes what came back as JSON to CHUNKLENS_RESULT; exits 0, or 1 with the error written.

local result_path = assert(vim.env.CHUNKLENS_RESULT, 'CHUNKLENS_RESULT is not set')
local LIMIT_MS = 30000

local function request(buf, method, params)
  local replies, err = vim.lsp.buf_request_sync(buf, method, params, LIMIT_MS)
  assert(replies, method .. ': ' .. tostring(err))
  for _, reply in pairs(replies) do
    assert(not reply.err, method .. ': ' .. vim.inspect(reply.err))
    return reply.result
  end
  error(method .. ': no reply')
end

local function run()
  local buf = vim.api.nvim_get_current_buf()
  assert(vim.bo[buf].filetype == 'markdown', 'not a Markdown buffer: ' .. vim.bo[buf].filetype)
  assert(vim.wait(LIMIT_MS, function() return #vim.lsp.buf_get_clients(buf) > 0 end, 20), 'no client attached')
  assert(vim.wait(LIMIT_MS, function() return #vim.diagnostic.get(buf) > 0 end, 20), 'no diagnostics')
  local diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(diagnostics, { code = d.code, line = d.lnum, col = d.col, severity = vim.diagnostic.severity[d.severity], source = d.source })
  end
  local document = { uri = vim.uri_from_bufnr(buf) }
  local lines = vim.api.nvim_buf_line_count(buf)
  local hints = request(buf, 'textDocument/inlayHint', { textDocument = document, range = { start = { line = 0, character = 0 }, ['end'] = { line = lines, character = 0 } } })
  local hover = request(buf, 'textDocument/hover', { textDocument = document, position = { line = 10, character = 3 } })
  local folds = request(buf, 'textDocument/foldingRange', { textDocument = document })
  local symbols = request(buf, 'textDocument/documentSymbol', { textDocument = document })
  return {
    diagnostics = diagnostics,
    hints = hints,
    hover = hover.contents.value,
    folds = folds,
    symbols = vim.tbl_map(function(s) return s.name end, symbols),
  }
end

local ok, result = pcall(run)
local file = assert(io.open(result_path, 'w'))
file:write(vim.fn.json_encode(ok and result or { error = tostring(result) }))
file:close()
vim.cmd(ok and 'qall!' or 'cquit!')
