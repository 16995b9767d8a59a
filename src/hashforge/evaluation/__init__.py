"""`hashforge eval`: the evaluation that combines the hardware flow (hashforge.flow over
hashforge.hw's cores), the embedded rows (hashforge.mcu) and the software rows
(hashforge.bench) of one selection (hashforge.selection) into report/.

    evaluate.py   the selection of cores, the jobs on the engine, the rows, results.json's content
    report.py     report/: results.json, results.csv, report.md, report.html and the plots
    cli.py        the `eval` command

It sits above those packages: it imports them, none of them imports it.
"""
