print("cover-bench")
