-- A minimal Neovim configuration that starts `chunklens lsp --stdio` for Markdown buffers, as an editor user's
-- configuration would (docs/editors.md), without plugins: Neovim 0.7's own client (vim.lsp.start_client). The
-- server is the repository's build (out/cli.js); CHUNKLENS_ROOT is the repository.

local root = assert(vim.env.CHUNKLENS_ROOT, 'CHUNKLENS_ROOT is not set')

vim.api.nvim_create_autocmd('FileType', {
  pattern = 'markdown',
  callback = function(args)
    local client = vim.lsp.start_client({
      name = 'chunklens',
      cmd = { 'node', root .. '/out/cli.js', 'lsp', '--stdio' },
      root_dir = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(args.buf), ':p:h'),
      -- The editor's settings (section "chunklens"); .chunklens.json beside the file adds to them.
      settings = { chunklens = { rules = { ['hard-split'] = 'error' } } },
      -- Neovim 0.7 does not answer workspace/configuration: send the settings, as nvim-lspconfig does.
      on_init = function(client)
        client.notify('workspace/didChangeConfiguration', { settings = client.config.settings })
      end,
    })
    vim.lsp.buf_attach_client(args.buf, client)
  end,
})
